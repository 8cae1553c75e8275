// The demo data: `demo/seed.json` is its readable source and `emulator-data/` the Firebase
// emulator export made from it (`npm run demo:export`), which `npm start` and
// `firebase emulators:start --import emulator-data` load.
// Values in the source: {"$timestamp": ISO} is a fixed date; {"$minutesFromNow": n} is relative to
// the load time. The export holds those as of its making, so after an import `refreshDemoClock`
// moves them to now again and "live" and "upcoming" sessions stay live and upcoming.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const sourceFile = fileURLToPath(new URL('../demo/seed.json', import.meta.url));
/** The demo's editions, in the JSON of `/edition.json` (instants as ISO strings). */
const editionsFile = fileURLToPath(new URL('../demo/editions.json', import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
export const EXPORT_DIR = fileURLToPath(new URL('../emulator-data', import.meta.url));
/** Written into the export: the hash of what it was made from. */
export const SOURCE_HASH_FILE = 'source.sha256';

const readSource = () => JSON.parse(readFileSync(sourceFile, 'utf8'));

/** What the export is made from: the source and the loader below. */
export function demoSourceHash() {
  const hash = createHash('sha256');
  for (const file of [sourceFile, editionsFile, thisFile]) hash.update(readFileSync(file));
  return hash.digest('hex');
}

const isRelative = (value) =>
  Boolean(value && typeof value === 'object' && '$minutesFromNow' in value);

/** A field that is, or holds (a list of joins and leaves), a relative time. */
const holdsRelative = (value) =>
  isRelative(value) ||
  (Boolean(value) && typeof value === 'object' && Object.values(value).some(holdsRelative));

function revive(value, now) {
  if (Array.isArray(value)) return value.map((v) => revive(v, now));
  if (value && typeof value === 'object') {
    if ('$timestamp' in value) return Timestamp.fromDate(new Date(value.$timestamp));
    if (isRelative(value)) return Timestamp.fromMillis(now + value.$minutesFromNow * 60_000);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v, now)]));
  }
  return value;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** JSON instants as Timestamps, the way the functions store an edition. */
function storedEdition(value) {
  if (Array.isArray(value)) return value.map(storedEdition);
  if (typeof value === 'string' && ISO_INSTANT.test(value))
    return Timestamp.fromDate(new Date(value));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storedEdition(v)]));
  }
  return value;
}

/** The id of the demo's current edition, in which the benchmarks' people register. */
export function demoCurrentEditionId() {
  return JSON.parse(readFileSync(editionsFile, 'utf8')).current;
}

/** `editions/{id}` for each demo edition and `site/current_edition` naming the current one. */
export function editionDocuments() {
  const { current, editions } = JSON.parse(readFileSync(editionsFile, 'utf8'));
  const documents = Object.fromEntries(
    editions.map(({ id, ...edition }) => [`editions/${id}`, storedEdition(edition)]),
  );
  const published = editions.find((edition) => edition.id === current).published_at;
  documents['site/current_edition'] = {
    edition_id: current,
    published_at: Timestamp.fromDate(new Date(published)),
  };
  return documents;
}

/** The demo's editions alone: what a stack without demo data needs for its tests. */
export function loadDemoEditions(projectId) {
  return withAdmin(projectId, async (app) => {
    const db = getFirestore(app);
    const batch = db.batch();
    for (const [path, fields] of Object.entries(editionDocuments()))
      batch.set(db.doc(path), fields);
    await batch.commit();
  });
}

async function withAdmin(projectId, work) {
  const app = initializeApp({ projectId }, `demo-${Date.now()}`);
  try {
    return await work(app);
  } finally {
    await deleteApp(app);
  }
}

/** Loads the whole source into empty emulators: accounts with their claims, then documents. */
export function loadDemoSource(projectId) {
  const data = readSource();
  return withAdmin(projectId, async (app) => {
    const auth = getAuth(app);
    for (const user of data.users) {
      await auth.createUser({
        uid: user.uid,
        email: user.email,
        emailVerified: true,
        displayName: user.displayName,
      });
      if (user.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
    }
    const db = getFirestore(app);
    const now = Date.now();
    const writer = db.bulkWriter();
    for (const [path, fields] of Object.entries(data.documents)) {
      void writer.set(db.doc(path), revive(fields, now));
    }
    for (const [path, fields] of Object.entries(editionDocuments())) {
      void writer.set(db.doc(path), fields);
    }
    await writer.close();
  });
}

/**
 * Moves the source's relative times of an imported demo to now; touches no other field. The
 * participants' joins and leaves move too, so the functions compute the demo's attendance afresh.
 */
export function refreshDemoClock(projectId) {
  const { documents } = readSource();
  return withAdmin(projectId, async (app) => {
    const db = getFirestore(app);
    const now = Date.now();
    const writer = db.bulkWriter();
    for (const [path, fields] of Object.entries(documents)) {
      const times = Object.entries(fields).filter(([, value]) => holdsRelative(value));
      if (!times.length) continue;
      void writer.set(db.doc(path), revive(Object.fromEntries(times), now), { merge: true });
    }
    await writer.close();
  });
}

function describe(profile, currentEdition) {
  if (!profile) return '';
  if (profile.edition_id !== currentEdition) return `inscrito solo en ${profile.edition_id}`;
  if (profile.archived_at) return 'archivado';
  return `${profile.access_status} / ${profile.payment_status}`;
}

/**
 * The demo logins `npm start` prints, with each account's role and state: one of each kind. The
 * other accounts (`"demoLogin": false`) fill the back office's screens and sign in all the same.
 */
export function demoLogins() {
  const data = readSource();
  const { current } = JSON.parse(readFileSync(editionsFile, 'utf8'));
  return data.users
    .filter((u) => u.demoLogin !== false)
    .map((u) => {
      const profile = data.documents[`profiles/${u.uid}`];
      return {
        email: u.email,
        role: u.admin ? 'admin' : profile?.plan_name,
        state: describe(profile, current),
      };
    });
}

// `node scripts/demo.mjs --load`: run by the export script inside `firebase emulators:exec`.
if (process.argv[1] === thisFile && process.argv.includes('--load')) {
  await loadDemoSource(process.env.GCLOUD_PROJECT ?? 'demo-curso-eii');
}
