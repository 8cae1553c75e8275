import { es } from '@curso/common';
import { adminDb } from './support/admin';
import { call, registerAndSignIn, uniqueEmail } from './support/client';

describe('updateMyProfile', () => {
  it('saves the personal fields and preferences of the caller, with an audit entry', async () => {
    const { uid, idToken } = await registerAndSignIn(uniqueEmail('perfil'), 'online');
    const answer = await call(
      'updateMyProfile',
      {
        first_name: ' Ana María ',
        position: 'Jefa de servicio',
        linkedin_url: 'https://www.linkedin.com/in/ana',
        email_notifications: false,
      },
      { idToken },
    );
    expect(answer).toEqual({ result: { success: true } });
    const profile = (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    expect(profile).toMatchObject({
      first_name: 'Ana María',
      last_name: 'García López',
      position: 'Jefa de servicio',
      linkedin_url: 'https://www.linkedin.com/in/ana',
      email_notifications: false,
      access_status: 'pendiente_aprobacion',
    });
    const audit = await adminDb()
      .collection('audit_logs')
      .where('record_id', '==', uid)
      .where('action', '==', 'profile_update')
      .get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        user_id: uid,
        old_values: {
          first_name: 'Ana',
          position: 'Adjunta',
          linkedin_url: null,
          email_notifications: true,
        },
        new_values: {
          first_name: 'Ana María',
          position: 'Jefa de servicio',
          linkedin_url: 'https://www.linkedin.com/in/ana',
          email_notifications: false,
        },
      }),
    ]);
  });

  it.each([
    [{ access_status: 'aprobado' }],
    [{ payment_status: 'completed', first_name: 'Eva' }],
    [{ plan_name: 'presencial' }],
    [{ id: 'another-user', first_name: 'Eva' }],
    [{ uid: 'another-user', city: 'Lima' }],
  ])('refuses %j and changes nothing', async (data) => {
    const { uid, idToken } = await registerAndSignIn(uniqueEmail('intruso'), 'online');
    const before = (await adminDb().doc(`profiles/${uid}`).get()).data();
    const answer = await call('updateMyProfile', data, { idToken });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details?.fields?._).toMatch(/^Campos no permitidos: /);
    expect((await adminDb().doc(`profiles/${uid}`).get()).data()).toEqual(before);
  });

  it('refuses a blank name and a non-web LinkedIn address, field by field', async () => {
    const { idToken } = await registerAndSignIn(uniqueEmail('blanco'), 'online');
    const answer = await call(
      'updateMyProfile',
      { first_name: '   ', linkedin_url: 'javascript:alert(1)' },
      { idToken },
    );
    expect(answer.error?.details?.fields).toEqual({
      first_name: es.validation.firstNameRequired,
      linkedin_url: es.validation.urlInvalid,
    });
  });

  it('refuses an anonymous caller', async () => {
    const answer = await call('updateMyProfile', { first_name: 'Eva' });
    expect(answer.error?.details).toEqual({ code: 'unauthenticated' });
  });
});
