import { es, VERIFICATION_POLICY } from '@curso/common';
import { createHash } from 'node:crypto';
import { adminAuth, adminDb } from './support/admin';
import {
  call,
  inbox,
  latestCode,
  registerAndSignIn,
  uniqueEmail,
  userDataFor,
} from './support/client';
import { SENDGRID_FAKE_URL } from './support/stack';

const codeDoc = (email: string) =>
  adminDb().doc(`verification_codes/${createHash('sha256').update(email).digest('hex')}`);

/** Every string inside a document (Timestamps and numbers are not where a code could leak). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Any other six digits. */
const wrongCode = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

async function sendRegistrationCode(email: string): Promise<string> {
  const sent = await call('sendVerificationCode', { email, isLogin: false });
  expect(sent).toEqual({ result: { success: true } });
  return latestCode(email);
}

describe('sendVerificationCode', () => {
  it('stores only an HMAC of the code and logs the email without the code', async () => {
    const email = uniqueEmail('stored');
    const code = await sendRegistrationCode(email);

    const stored = (await codeDoc(email).get()).data()!;
    expect(stored).toMatchObject({
      email,
      purpose: 'registration',
      attempts: 0,
      sends_in_window: 1,
    });
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = stored.expires_at.toMillis() - stored.last_sent_at.toMillis();
    expect(ttl).toBe(VERIFICATION_POLICY.ttlMs);

    const logs = await adminDb()
      .collection('email_logs')
      .where('recipient_email', '==', email)
      .get();
    expect(logs.size).toBe(1);
    const log = logs.docs[0].data();
    expect(log).toMatchObject({
      subject: 'Tu código de verificación',
      email_type: 'verification',
      status: expect.stringMatching(/^(sent|delivered)$/),
      error_message: null,
      metadata: { purpose: 'registration' },
      user_id: null,
    });
    expect(log.resend_email_id).toEqual(expect.any(String));

    // Nowhere in either collection does the code appear in clear.
    for (const collection of ['verification_codes', 'email_logs']) {
      const all = await adminDb().collection(collection).get();
      for (const doc of all.docs) {
        for (const text of stringsOf(doc.data())) expect(text).not.toContain(code);
      }
    }
  });

  it('refuses a resend within a minute', async () => {
    const email = uniqueEmail('resend');
    await sendRegistrationCode(email);
    const again = await call('sendVerificationCode', { email, isLogin: false });
    expect(again.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: es.errors['resend-too-soon'],
      details: { code: 'resend-too-soon' },
    });
    expect(await inbox(email)).toHaveLength(1);
  });

  it('refuses a sixth code within the hour', async () => {
    const email = uniqueEmail('limit');
    await sendRegistrationCode(email);
    await codeDoc(email).update({
      sends_in_window: VERIFICATION_POLICY.maxSendsPerWindow,
      last_sent_at: new Date(Date.now() - 5 * 60_000),
    });
    const again = await call('sendVerificationCode', { email, isLogin: false });
    expect(again.error?.details?.code).toBe('resend-limit');
  });

  it('refuses the 21st request of the hour from one client address, whatever the emails', async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 254) + 1}`;
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      const email = uniqueEmail(`ip${i}`);
      answers.push(
        await call('sendVerificationCode', { email, isLogin: false }, { from: address }),
      );
    }
    expect(answers.every((answer) => answer.result)).toBe(true);

    const email = uniqueEmail('ip-extra');
    const refused = await call(
      'sendVerificationCode',
      { email, isLogin: false },
      { from: address },
    );
    expect(refused.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: 'Demasiados intentos. Inténtalo más tarde.',
      details: { code: 'too-many-attempts' },
    });
    const wait = refused.error!.details!.retryAfterSeconds!;
    expect(wait).toBeGreaterThan(55 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(await inbox(email)).toHaveLength(0);

    // An address written by the client before the one the front end saw changes nothing.
    const spoofed = await call(
      'sendVerificationCode',
      { email, isLogin: false },
      { from: `203.0.113.9, ${address}` },
    );
    expect(spoofed.error?.details?.code).toBe('too-many-attempts');
    // Another client is not held back.
    const other = await call('sendVerificationCode', { email, isLogin: false });
    expect(other.result).toEqual({ success: true });
  });

  it('refuses a login for an unknown email with the catalogue text', async () => {
    const answer = await call('sendVerificationCode', {
      email: uniqueEmail('nobody'),
      isLogin: true,
    });
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'No existe una cuenta con este email. ¿Necesitas registrarte?',
      details: { code: 'account-not-found' },
    });
  });

  it('refuses a registration for an existing email', async () => {
    const email = uniqueEmail('exists');
    await registerAndSignIn(email, 'online');
    const answer = await call('sendVerificationCode', { email, isLogin: false });
    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Ya existe una cuenta con este email. ¿Necesitas iniciar sesión?',
      details: { code: 'account-exists' },
    });
  });

  it('refuses a malformed email field by field', async () => {
    const answer = await call('sendVerificationCode', { email: 'no-es-un-email', isLogin: true });
    expect(answer.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { code: 'invalid-argument', fields: { email: es.validation.emailInvalid } },
    });
  });

  it('logs a provider failure, keeps no code and answers unavailable', async () => {
    const email = uniqueEmail('provider');
    await fetch(`${SENDGRID_FAKE_URL}/__fake/fail?count=1`, { method: 'POST' });
    const answer = await call('sendVerificationCode', { email, isLogin: false });
    expect(answer.error).toEqual({
      status: 'UNAVAILABLE',
      message: es.errors['mail-failed'],
      details: { code: 'mail-failed' },
    });
    expect((await codeDoc(email).get()).exists).toBe(false);
    const logs = await adminDb()
      .collection('email_logs')
      .where('recipient_email', '==', email)
      .get();
    expect(logs.docs.map((d) => d.data().status)).toEqual(['failed']);
    expect(logs.docs[0].data().error_message).toEqual(expect.any(String));
    // The failed send does not count: the person can ask again at once.
    expect(await call('sendVerificationCode', { email, isLogin: false })).toEqual({
      result: { success: true },
    });
  });
});

describe('verifyCode', () => {
  it('burns the code after five wrong tries, so the right one then fails', async () => {
    const email = uniqueEmail('burn');
    const code = await sendRegistrationCode(email);
    const tryCode = (value: string) =>
      call('verifyCode', { email, code: value, isLogin: false, userData: userDataFor('online') });

    for (let i = 1; i < VERIFICATION_POLICY.maxAttempts; i += 1) {
      expect((await tryCode(wrongCode(code))).error?.details?.code).toBe('code-invalid');
    }
    const fifth = await tryCode(wrongCode(code));
    expect(fifth.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: es.errors['code-locked'],
      details: { code: 'code-locked' },
    });
    expect((await tryCode(code)).error?.details?.code).toBe('code-locked');
    expect((await codeDoc(email).get()).data()?.code_hash).toBeNull();
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    const code = await sendRegistrationCode(email);
    await codeDoc(email).update({ expires_at: new Date(Date.now() - 1000) });
    const answer = await call('verifyCode', {
      email,
      code,
      isLogin: false,
      userData: userDataFor('online'),
    });
    expect(answer.error).toMatchObject({
      message: es.errors['code-expired'],
      details: { code: 'code-expired' },
    });
    expect((await codeDoc(email).get()).data()?.code_hash).toBeNull();
  });

  it('accepts a code once only', async () => {
    const email = uniqueEmail('once');
    const code = await sendRegistrationCode(email);
    const request = { email, code, isLogin: false, userData: userDataFor('laspghn') };
    expect((await call('verifyCode', request)).result).toBeDefined();
    const reused = await call('verifyCode', { ...request, isLogin: true });
    expect(reused.error?.details?.code).toBe('code-invalid');
  });

  it('lets only one of two simultaneous tries with the right code through', async () => {
    const { uid } = await registerAndSignIn(uniqueEmail('carrera'), 'online');
    const email = (await adminAuth().getUser(uid)).email!;
    await adminDb()
      .doc(codeDoc(email).path)
      .update({ last_sent_at: new Date(0) });
    const sent = await call('sendVerificationCode', { email, isLogin: true });
    expect(sent.error).toBeUndefined();
    const code = await latestCode(email);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('verifyCode', { email, code, isLogin: true })),
    );
    expect(answers.filter((a) => a.result)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.details?.code === 'code-invalid')).toHaveLength(2);
  });

  it('refuses invalid registration data field by field, without using the code', async () => {
    const email = uniqueEmail('fields');
    const code = await sendRegistrationCode(email);
    const answer = await call('verifyCode', {
      email,
      code,
      isLogin: false,
      userData: {
        ...userDataFor('socio'),
        firstName: '  ',
        society: '',
        specialty: 'astrologia',
        phone: 'abc',
        acceptsTerms: false,
        acceptsSocietyVerification: false,
      },
    });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details).toEqual({
      code: 'invalid-argument',
      fields: {
        firstName: es.validation.firstNameRequired,
        society: es.validation.societyRequired,
        specialty: es.validation.invalidOption,
        phone: es.validation.phoneInvalid,
        acceptsTerms: es.validation.acceptTermsAndPrivacy,
        acceptsSocietyVerification: es.validation.acceptSocietyVerification,
      },
    });
    // The code survives a form error.
    const fixed = await call('verifyCode', {
      email,
      code,
      isLogin: false,
      userData: userDataFor('socio'),
    });
    expect(fixed.result).toBeDefined();
  });

  it('refuses a login for an unknown email', async () => {
    const answer = await call('verifyCode', {
      email: uniqueEmail('ghost'),
      code: '123456',
      isLogin: true,
    });
    expect(answer.error?.details?.code).toBe('account-not-found');
  });

  it('refuses to register an email that already has an account', async () => {
    const email = uniqueEmail('twice');
    await registerAndSignIn(email, 'online');
    const answer = await call('verifyCode', {
      email,
      code: '123456',
      isLogin: false,
      userData: userDataFor('online'),
    });
    expect(answer.error?.details?.code).toBe('account-exists');
  });

  it('tells an administrator apart through the admin claim', async () => {
    const email = uniqueEmail('admin');
    const { uid } = await registerAndSignIn(email, 'online');
    await adminAuth().setCustomUserClaims(uid, { admin: true });
    await codeDoc(email).update({ last_sent_at: new Date(Date.now() - 61_000) });
    await call('sendVerificationCode', { email, isLogin: true });
    const login = await call<{ isAdmin: boolean }>('verifyCode', {
      email,
      code: await latestCode(email),
      isLogin: true,
    });
    expect(login.result?.isAdmin).toBe(true);
  });

  it('completes a registration cut off between its user and its profile, once', async () => {
    // What a function instance stopped mid-registration leaves: the Auth user, no profile.
    const email = uniqueEmail('cutoff');
    const unfinished = await adminAuth().createUser({ email, emailVerified: true });

    const login = await call('sendVerificationCode', { email, isLogin: true });
    expect(login.error?.details?.code).toBe('account-not-found');

    const code = await sendRegistrationCode(email);
    const register = () =>
      call<{ token: string }>('verifyCode', {
        email,
        code,
        isLogin: false,
        userData: userDataFor('online'),
      });
    // Sent twice at once, as a double tap would: the code lets one through.
    const answers = await Promise.all([register(), register()]);
    expect(answers.filter((a) => a.result?.token)).toHaveLength(1);

    const profiles = await adminDb().collection('profiles').where('email', '==', email).get();
    expect(profiles.docs.map((d) => d.id)).toEqual([unfinished.uid]);
    expect(profiles.docs[0].data()).toMatchObject({ first_name: 'Ana', plan_name: 'online' });
    const audits = await adminDb()
      .collection('audit_logs')
      .where('record_id', '==', unfinished.uid)
      .where('action', '==', 'user_creation')
      .get();
    expect(audits.size).toBe(1);
    expect((await adminAuth().getUserByEmail(email)).uid).toBe(unfinished.uid);

    const again = await call('sendVerificationCode', { email, isLogin: false });
    expect(again.error?.details?.code).toBe('account-exists');
  });
});
