import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { COLLECTIONS } from '@curso/common';

const ROOT = join(__dirname, '..', '..');
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));

/** `earlier`: approved in the earlier edition (2025), not registered in the current one (2027). */
type Role = 'anonymous' | 'pending' | 'approved' | 'earlier' | 'archived' | 'admin';
const ROLES: Role[] = ['anonymous', 'pending', 'approved', 'earlier', 'archived', 'admin'];
/** Each signed-in role's uid; its profile document has that id. */
const UID: Record<Exclude<Role, 'anonymous'>, string> = {
  pending: 'uid-pending',
  approved: 'uid-approved',
  earlier: 'uid-earlier',
  archived: 'uid-archived',
  admin: 'uid-admin',
};

let env: RulesTestEnvironment;

function contextOf(role: Role): RulesTestContext {
  if (role === 'anonymous') return env.unauthenticatedContext();
  return env.authenticatedContext(UID[role], role === 'admin' ? { admin: true } : {});
}
const dbOf = (role: Role) => contextOf(role).firestore();

function profile(access_status: string, archived: boolean, edition_id = '2027') {
  return {
    edition_id,
    email: 'x@example.com',
    first_name: 'Núria',
    plan_name: 'online',
    access_status,
    payment_status: 'completed',
    archived_at: archived ? Timestamp.now() : null,
    created_at: Timestamp.now(),
  };
}

/** One document in every collection, written past the rules as the functions would. */
const DOCUMENTS: Record<string, Record<string, unknown>> = {
  [`${COLLECTIONS.profiles}/${UID.pending}`]: profile('pendiente_aprobacion', false),
  [`${COLLECTIONS.profiles}/${UID.approved}`]: profile('aprobado', false),
  [`${COLLECTIONS.profiles}/${UID.earlier}`]: profile('aprobado', false, '2025'),
  [`${COLLECTIONS.profiles}/${UID.archived}`]: profile('aprobado', true),
  [`${COLLECTIONS.profiles}/${UID.admin}`]: profile('aprobado', false),
  'zoom_sessions/s1': { session_title: 'Sesión 1', status: 'live', start_time: Timestamp.now() },
  'zoom_sessions/s1/participants/p1': {
    participant_email: 'p@example.com',
    videowall_featured: true,
    join_time: Timestamp.now(),
  },
  'zoom_sessions/s1/videowall/p1': {
    participant_name: 'Ana García',
    participant_type: 'attendee',
    join_time: Timestamp.now(),
  },
  'email_templates/welcome': { name: 'welcome', is_system: true },
  'email_logs/l1': { email_type: 'verification', status: 'sent' },
  'audit_logs/a1': { action: 'profile_update' },
  'payments/cs_1': { uid: UID.approved, status: 'completed' },
  'jobs/job-1': { kind: 'approve', total: 2, done: 1 },
  'jobs/job-1/rows/u1': { index: 0, status: 'done', result: { userId: 'u1', ok: true } },
  'jobs/job-1/inputs/0000': { items: [{ id: 'u1', input: null }] },
  'verification_codes/h1': { code_hash: 'x' },
  'stripe_events/evt_1': { processed_at: Timestamp.now() },
  'rate_limits/r1': { count: 1 },
  'zoom_events/e1': { event: 'webinar.started', processed_at: Timestamp.now() },
  [`zoom_sessions/s1/registrants/${UID.approved}`]: { join_url: 'https://zoom.example/w/1?tk=a' },
  [`zoom_sessions/s1/registrants/${UID.archived}`]: { join_url: 'https://zoom.example/w/1?tk=b' },
  'mail_jobs/m1': { subject: 'Aviso', content: '<p>Hola</p>' },
  'mail_jobs/m1/attempts/a1': { size: 1000 },
  [`accreditation/${UID.approved}`]: { email: 'aprobada@example.com', sessions: {} },
  'certificates/ABCD-EFGH-JKMN': { holder_name: 'Aprobada Núñez', hours: 40 },
  'editions/2027': { state: 'current', title: 'Curso 2027', plans: [] },
  'editions/2028': { state: 'draft', title: 'Curso 2028', plans: [] },
  'site/current_edition': { edition_id: '2027' },
  [`editions/2025/registrations/${UID.approved}`]: {
    plan_name: 'online',
    access_status: 'aprobado',
  },
  [`editions/2025/registrations/${UID.pending}`]: { plan_name: 'socio', access_status: 'aprobado' },
  'editions/2027/seats/presencial': { taken: 149 },
};

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-curso-eii',
    firestore: {
      rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
      host: firebaseJson.emulators.firestore.host,
      port: firebaseJson.emulators.firestore.port,
    },
  });
  // Written once: every write below is refused, and the one test that changes data uses its own.
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [path, data] of Object.entries(DOCUMENTS)) await setDoc(doc(db, path), data);
  });
});

afterAll(async () => {
  await env?.cleanup();
});

/** Who may read: `get` one document, `list` (query) the collection it is in. */
interface ReadCase {
  path: string;
  get: Role[];
  list: Role[];
}

const ownProfile = (role: Exclude<Role, 'anonymous'>): ReadCase => ({
  path: `profiles/${UID[role]}`,
  get: [role, 'admin'],
  list: ['admin'],
});

const READS: ReadCase[] = [
  ownProfile('pending'),
  ownProfile('approved'),
  ownProfile('earlier'),
  ownProfile('archived'),
  { path: 'zoom_sessions/s1', get: ['approved', 'admin'], list: ['approved', 'admin'] },
  // Every participant's email and times: administrators only, never an attendee.
  { path: 'zoom_sessions/s1/participants/p1', get: ['admin'], list: ['admin'] },
  // The names on the videowall, which the attendees' dashboard shows.
  {
    path: 'zoom_sessions/s1/videowall/p1',
    get: ['approved', 'admin'],
    list: ['approved', 'admin'],
  },
  { path: 'email_templates/welcome', get: ['admin'], list: ['admin'] },
  { path: 'email_logs/l1', get: ['admin'], list: ['admin'] },
  { path: 'audit_logs/a1', get: ['admin'], list: ['admin'] },
  { path: 'payments/cs_1', get: ['admin'], list: ['admin'] },
  { path: 'jobs/job-1', get: ['admin'], list: ['admin'] },
  // A job's rows: each item's result (and the personal data of an imported row).
  { path: 'jobs/job-1/rows/u1', get: ['admin'], list: ['admin'] },
  // What the callable recorded for the task (an import's whole table): server-only.
  { path: 'jobs/job-1/inputs/0000', get: [], list: [] },
  { path: 'verification_codes/h1', get: [], list: [] },
  { path: 'stripe_events/evt_1', get: [], list: [] },
  { path: 'rate_limits/r1', get: [], list: [] },
  { path: 'zoom_events/e1', get: [], list: [] },
  // A personal join link: its attendee while approved, and administrators; nobody lists them.
  {
    path: `zoom_sessions/s1/registrants/${UID.approved}`,
    get: ['approved', 'admin'],
    list: ['admin'],
  },
  { path: `zoom_sessions/s1/registrants/${UID.archived}`, get: ['admin'], list: ['admin'] },
  // Server-only bookkeeping of mass sends: the pages follow `jobs` instead.
  { path: 'mail_jobs/m1', get: [], list: [] },
  { path: 'mail_jobs/m1/attempts/a1', get: [], list: [] },
  // One's own attendance and certificates; the back office's report lists them all.
  { path: `accreditation/${UID.approved}`, get: ['approved', 'admin'], list: ['admin'] },
  // Anyone with a certificate's code may verify it; nobody but administrators may list them.
  {
    path: 'certificates/ABCD-EFGH-JKMN',
    get: ['anonymous', 'pending', 'approved', 'earlier', 'archived', 'admin'],
    list: ['admin'],
  },
  // Editions, drafts included, are the back office's; the public site reads /edition.json.
  { path: 'editions/2027', get: ['admin'], list: ['admin'] },
  { path: 'editions/2028', get: ['admin'], list: ['admin'] },
  { path: 'site/current_edition', get: ['admin'], list: ['admin'] },
  // A registration closed in an earlier edition: its person's and the back office's.
  {
    path: `editions/2025/registrations/${UID.approved}`,
    get: ['approved', 'admin'],
    list: ['admin'],
  },
  {
    path: `editions/2025/registrations/${UID.pending}`,
    get: ['pending', 'admin'],
    list: ['admin'],
  },
  // Places taken per plan: the back office's overview.
  { path: 'editions/2027/seats/presencial', get: ['admin'], list: ['admin'] },
];

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

describe.each(READS)('reading $path', ({ path, get, list }) => {
  it.each(ROLES)('get as %s', async (role) => {
    const attempt = getDoc(doc(dbOf(role), path));
    await (get.includes(role) ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each(ROLES)('list as %s', async (role) => {
    const attempt = getDocs(collection(dbOf(role), parentOf(path)));
    await (list.includes(role) ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('queries the pages make', () => {
  const sessionsQuery = (role: Role) =>
    query(collection(dbOf(role), 'zoom_sessions'), orderBy('start_time', 'desc'));
  const videowallQuery = (role: Role) =>
    query(collection(dbOf(role), 'zoom_sessions/s1/videowall'), orderBy('join_time', 'desc'));
  const participantsQuery = (role: Role) =>
    query(
      collection(dbOf(role), 'zoom_sessions/s1/participants'),
      where('videowall_featured', '==', true),
      orderBy('join_time', 'desc'),
    );
  const registrationsQuery = (role: Role) =>
    query(collection(dbOf(role), 'profiles'), orderBy('created_at', 'desc'), limit(50));

  it.each(ROLES)('the sessions list as %s', async (role) => {
    const attempt = getDocs(sessionsQuery(role));
    await (['approved', 'admin'].includes(role) ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each(ROLES)('the videowall as %s', async (role) => {
    const attempt = getDocs(videowallQuery(role));
    await (['approved', 'admin'].includes(role) ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each(ROLES)("the featured participants' emails and times as %s", async (role) => {
    const attempt = getDocs(participantsQuery(role));
    await (role === 'admin' ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each(ROLES)('the payment incidents as %s', async (role) => {
    const db = dbOf(role);
    const mismatches = getDocs(
      query(collection(db, 'payments'), where('status', '==', 'mismatch')),
    );
    const refunds = getDocs(query(collection(db, 'payments'), where('refunded_cents', '>', 0)));
    for (const attempt of [mismatches, refunds]) {
      await (role === 'admin' ? assertSucceeds(attempt) : assertFails(attempt));
    }
  });

  it.each(ROLES)('the attendance report as %s', async (role) => {
    const attempt = getDocs(collection(dbOf(role), 'accreditation'));
    await (role === 'admin' ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it.each(ROLES)('the registrations list as %s', async (role) => {
    const attempt = getDocs(registrationsQuery(role));
    await (role === 'admin' ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it('an attendee cannot list profiles even when filtering on their own id', async () => {
    await assertFails(
      getDocs(
        query(collection(dbOf('approved'), 'profiles'), where('email', '==', 'x@example.com')),
      ),
    );
  });
});

describe('an approval or an archive takes effect without a new token', () => {
  const setProfile = (uid: string, data: Record<string, unknown>) =>
    env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), `profiles/${uid}`), data),
    );

  it('a pending attendee reads sessions as soon as the profile says aprobado', async () => {
    await setProfile('uid-soon-approved', profile('pendiente_aprobacion', false));
    const db = env.authenticatedContext('uid-soon-approved').firestore();
    await assertFails(getDoc(doc(db, 'zoom_sessions/s1')));
    await setProfile('uid-soon-approved', profile('aprobado', false));
    await assertSucceeds(getDoc(doc(db, 'zoom_sessions/s1')));
  });

  it('an approved attendee loses the sessions as soon as the profile is archived', async () => {
    await setProfile('uid-soon-archived', profile('aprobado', false));
    const db = env.authenticatedContext('uid-soon-archived').firestore();
    await assertSucceeds(getDocs(collection(db, 'zoom_sessions')));
    await setProfile('uid-soon-archived', profile('aprobado', true));
    await assertFails(getDocs(collection(db, 'zoom_sessions')));
  });

  it('an attendee approved in an earlier edition reads sessions once registered in this one', async () => {
    await setProfile('uid-returning', profile('aprobado', false, '2025'));
    const db = env.authenticatedContext('uid-returning').firestore();
    await assertFails(getDocs(collection(db, 'zoom_sessions')));
    await setProfile('uid-returning', profile('aprobado', false, '2027'));
    await assertSucceeds(getDocs(collection(db, 'zoom_sessions')));
  });

  it('a signed-in user with no profile reads no session', async () => {
    await assertFails(
      getDoc(doc(env.authenticatedContext('uid-nobody').firestore(), 'zoom_sessions/s1')),
    );
  });
});

describe.each(Object.keys(DOCUMENTS))('writing %s', (path) => {
  it.each(ROLES)('create, update and delete as %s are refused', async (role) => {
    const db = dbOf(role);
    const fresh = `${parentOf(path)}/new-${role}`;
    await assertFails(setDoc(doc(db, fresh), { access_status: 'aprobado' }));
    await assertFails(updateDoc(doc(db, path), { access_status: 'aprobado' }));
    await assertFails(setDoc(doc(db, path), { payment_status: 'completed' }, { merge: true }));
    await assertFails(deleteDoc(doc(db, path)));
  });
});
