import { currentEdition } from '../../../common/test/fixtures/editions';
import { adminAuth, adminDb } from './support/admin';
import { call, idTokenFor, inbox, latestCode, signedInAdmin, uniqueEmail } from './support/client';
import { callJob, jobOf, outcomeOf, uniqueJobId } from './support/jobs';
import { auditOf, createPerson, profileOf } from './support/people';

interface Created {
  userId: string;
  restored: boolean;
  emailSent: boolean | null;
  sponsorEmailSent: boolean | null;
}
interface BulkAnswer {
  usersCreated: number;
  usersFailed: number;
  totalProcessed: number;
  results: {
    index: number;
    email: string;
    success: boolean;
    error?: string;
    alreadyCreated?: boolean;
  }[];
}

const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  first_name: 'Íñigo',
  last_name: 'Núñez Peña',
  phone: '600 111 222',
  phone_country_code: '+34',
  company: 'Hospital Sant Joan de Déu',
  position: '',
  specialty: 'gastroenterologia',
  country: 'ES',
  city: 'Barcelona',
  sponsor: '',
  sponsor_notification_email: '',
  society: '',
  plan_name: 'online',
  is_laspghn_member: false,
  ...overrides,
});

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

describe('createUser', () => {
  it('creates the account and the profile together, audited, and sends the welcome email', async () => {
    const email = uniqueEmail('alta');
    const answer = await call<Created>('createUser', person(email), admin);
    expect(answer.result).toMatchObject({
      restored: false,
      emailSent: true,
      sponsorEmailSent: null,
    });
    const uid = answer.result!.userId;
    expect((await adminAuth().getUser(uid)).email).toBe(email);
    expect(await profileOf(uid)).toMatchObject({
      email,
      first_name: 'Íñigo',
      plan_name: 'online',
      access_status: 'pendiente_aprobacion',
      payment_status: 'pending',
      archived_at: null,
    });
    const [entry] = await auditOf(uid, 'user_creation');
    expect(entry).toMatchObject({ user_id: admin.uid, new_values: { email, plan_name: 'online' } });
    const [welcome] = await inbox(email);
    expect(welcome.subject).toBe(`Bienvenido/a al ${currentEdition.title}`);
    expect(welcome.html).toContain('¡Hola Íñigo!');
  });

  it('refuses a non-admin, and bad input with the field messages, creating nothing', async () => {
    const attendee = await createPerson('no-admin', { plan_name: 'online' });
    const idToken = await idTokenFor(await adminAuth().createCustomToken(attendee.uid));
    const email = uniqueEmail('intruso');
    const refused = await call('createUser', person(email), { idToken });
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED' });

    const invalid = await call(
      'createUser',
      person(email, { plan_name: 'patrocinado_online' }),
      admin,
    );
    expect(invalid.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: {
        fields: {
          sponsor: 'El campo Patrocinador es obligatorio para planes patrocinados',
          sponsor_notification_email: expect.any(String),
        },
      },
    });
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('refuses an active email, and restores an archived one only once confirmed, reset to its plan\u2019s initial statuses', async () => {
    const active = await createPerson('activa', { plan_name: 'online' });
    const duplicate = await call('createUser', person(active.email), admin);
    expect(duplicate.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: 'Ya existe un usuario activo con este email',
    });

    const archived = await createPerson('archivada', {
      plan_name: 'socio',
      access_status: 'aprobado',
      approval_email_sent_at: new Date(),
      archived_at: new Date(),
      archive_reason: 'Duplicado',
    });
    const fields = person(archived.email, {
      plan_name: 'patrocinado_presencial',
      sponsor: 'Laboratorios Demo',
      sponsor_notification_email: uniqueEmail('sponsor'),
    });
    const unconfirmed = await call('createUser', { ...fields, sendEmail: false }, admin);
    expect(unconfirmed.error).toMatchObject({ details: { code: 'user-archived-exists' } });
    expect(await profileOf(archived.uid)).toMatchObject({
      plan_name: 'socio',
      archive_reason: 'Duplicado',
    });

    const restored = await call<Created>(
      'createUser',
      { ...fields, sendEmail: false, sendSponsorEmail: true, restoreArchived: true },
      admin,
    );
    expect(restored.result).toEqual({
      userId: archived.uid,
      restored: true,
      emailSent: null,
      sponsorEmailSent: true,
    });
    expect(await profileOf(archived.uid)).toMatchObject({
      plan_name: 'patrocinado_presencial',
      access_status: 'aprobado',
      payment_status: 'not_applicable',
      approval_email_sent_at: null,
      archived_at: null,
      archive_reason: null,
      sponsor: 'Laboratorios Demo',
    });
    expect(await auditOf(archived.uid, 'user_restore')).toHaveLength(1);
    const [notice] = await inbox(fields.sponsor_notification_email as string);
    expect(notice.subject).toBe('Inscripción patrocinada por Laboratorios Demo: Íñigo Núñez Peña');
  });
});

describe('bulkCreateUsers', () => {
  it('creates the valid rows, reports the others, and a retry creates nobody twice nor emails twice', async () => {
    const importer = await signedInAdmin();
    const taken = await createPerson('existente', { plan_name: 'online' });
    const emails = Array.from({ length: 4 }, (_, i) => uniqueEmail(`importada${i}`));
    const users = [...emails.map((email) => person(email)), person(taken.email)];
    const request = { users, sendEmail: true, jobId: uniqueJobId('import') };

    const first = await callJob<BulkAnswer>('bulkCreateUsers', request, importer);
    expect(first.result).toMatchObject({ usersCreated: 4, usersFailed: 1, totalProcessed: 5 });
    expect(first.result!.results[4]).toMatchObject({
      index: 4,
      success: false,
      error: 'Ya existe un usuario activo con este email',
    });
    expect(await jobOf(request.jobId)).toMatchObject({
      kind: 'user_import',
      total: 5,
      done: 5,
      status: 'done',
    });

    // The same import sent again (a retried request) is the same job: nothing runs a second time.
    const again = await call('bulkCreateUsers', request, importer);
    expect(again).toEqual({ result: { jobId: request.jobId } });
    expect(await outcomeOf(request.jobId)).toEqual(first.result);
    for (const email of emails) {
      expect(await inbox(email)).toHaveLength(1);
      const accounts = await adminDb().collection('profiles').where('email', '==', email).get();
      expect(accounts.size).toBe(1);
    }
  });

  it('takes one new import a minute per administrator, with the seconds left', async () => {
    const importer = await signedInAdmin();
    const one = (label: string) => ({
      users: [person(uniqueEmail(label))],
      sendEmail: false,
      jobId: uniqueJobId(label),
    });
    const first = one('primera');
    expect(await call('bulkCreateUsers', first, importer)).toEqual({
      result: { jobId: first.jobId },
    });

    const second = one('segunda');
    const limited = await call('bulkCreateUsers', second, importer);
    expect(limited.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: 'Límite de velocidad alcanzado',
      details: { code: 'rate-limited', retryAfterSeconds: expect.any(Number) },
    });
    const seconds = limited.error!.details!.retryAfterSeconds!;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await jobOf(second.jobId)).toBeNull();

    // The first import sent again within the minute is not a new one: neither refused nor repeated.
    expect(await call('bulkCreateUsers', first, importer)).toEqual({
      result: { jobId: first.jobId },
    });
    expect(await outcomeOf<BulkAnswer>(first.jobId)).toMatchObject({
      usersCreated: 1,
      totalProcessed: 1,
    });
    const accounts = async (email: string) =>
      (await adminDb().collection('profiles').where('email', '==', email).get()).size;
    expect(await accounts(first.users[0].email)).toBe(1);
    expect(await accounts(second.users[0].email)).toBe(0);
  });
});

describe('adminRegenerateCode', () => {
  it('emails a new code that signs the person in, audited', async () => {
    const { uid, email } = await createPerson('codigo', { plan_name: 'online' });
    expect(await call('adminRegenerateCode', { email }, admin)).toEqual({
      result: { success: true },
    });
    const code = await latestCode(email);
    const login = await call<{ token: string }>('verifyCode', { email, code, isLogin: true });
    expect(login.result?.token).toEqual(expect.any(String));
    expect(await auditOf(uid, 'code_regenerated')).toHaveLength(1);

    const unknown = await call('adminRegenerateCode', { email: uniqueEmail('nadie') }, admin);
    expect(unknown.error).toMatchObject({
      status: 'NOT_FOUND',
      details: { code: 'user-not-found' },
    });
  });
});
