import { es } from '@curso/common';
import { adminDb } from './support/admin';
import { call, registerAndSignIn, signedInAdmin, uniqueEmail } from './support/client';

async function auditFor(recordId: string) {
  const snapshot = await adminDb()
    .collection('audit_logs')
    .where('record_id', '==', recordId)
    .get();
  return snapshot.docs.map((d) => d.data()).filter((e) => e.action.startsWith('impersonation'));
}

describe('impersonation', () => {
  it('records start and stop with the impersonated email', async () => {
    const email = uniqueEmail('visto');
    const target = await registerAndSignIn(email, 'online');
    const admin = await signedInAdmin();

    const started = await call('startImpersonation', { userId: target.uid }, admin);
    expect(started.result).toEqual({
      userId: target.uid,
      email,
      firstName: 'Ana',
      lastName: 'García López',
      startedAt: expect.any(String),
    });
    const stopped = await call('stopImpersonation', { userId: target.uid }, admin);
    expect(stopped).toEqual({ result: { success: true } });

    const entries = await auditFor(target.uid);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'impersonation_start',
          user_id: admin.uid,
          table_name: 'profiles',
          new_values: { impersonated_email: email },
        }),
        expect.objectContaining({
          action: 'impersonation_stop',
          user_id: admin.uid,
          old_values: { impersonated_email: email },
        }),
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('refuses an attendee with the permission text and records nothing', async () => {
    const target = await registerAndSignIn(uniqueEmail('objetivo'), 'online');
    const attendee = await registerAndSignIn(uniqueEmail('curioso'), 'online');
    for (const name of ['startImpersonation', 'stopImpersonation']) {
      const answer = await call(name, { userId: target.uid }, attendee);
      expect(answer.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: es.errors['permission-denied'],
        details: { code: 'permission-denied' },
      });
    }
    expect(await auditFor(target.uid)).toEqual([]);
  });

  it('answers "No se pudo obtener el perfil del usuario." for an unknown user', async () => {
    const admin = await signedInAdmin();
    const answer = await call('startImpersonation', { userId: 'no-such-user' }, admin);
    expect(answer.error).toMatchObject({
      status: 'NOT_FOUND',
      message: es.errors['impersonation-profile-missing'],
    });
  });

  it('answers "Usuario no encontrado." when the profile has no account', async () => {
    const admin = await signedInAdmin();
    await adminDb().doc('profiles/orphan-profile').set({ first_name: 'Sin', last_name: 'Cuenta' });
    const answer = await call('startImpersonation', { userId: 'orphan-profile' }, admin);
    expect(answer.error).toMatchObject({
      status: 'NOT_FOUND',
      message: es.errors['user-not-found'],
    });
  });
});
