import { adminAuth } from './support/admin';
import { call, signedInAdmin, uniqueEmail, idTokenFor } from './support/client';
import { auditOf, createPerson, profileOf } from './support/people';

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

async function attendeeToken(uid: string): Promise<string> {
  return idTokenFor(await adminAuth().createCustomToken(uid));
}

const edit = (userId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  first_name: 'Núria',
  last_name: 'Puig Ibáñez',
  plan_name: 'online',
  access_status: 'aprobado',
  sponsor: '',
  ...overrides,
});

describe('adminUpdateUser', () => {
  it('saves the edit with the status rules of an administrator\u2019s edit and one audit entry', async () => {
    const { uid } = await createPerson('editada', {
      plan_name: 'online',
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const answer = await call('adminUpdateUser', edit(uid, { plan_name: 'socio' }), admin);
    expect(answer).toEqual({ result: { success: true } });
    expect(await profileOf(uid)).toMatchObject({
      last_name: 'Puig Ibáñez',
      plan_name: 'socio',
      payment_status: 'not_applicable',
      access_status: 'aprobado',
      sponsor: null,
    });
    const [entry] = await auditOf(uid, 'profile_update');
    expect(entry).toMatchObject({
      user_id: admin.uid,
      old_values: { plan_name: 'online', payment_status: 'completed', last_name: 'Prueba editada' },
      new_values: {
        plan_name: 'socio',
        payment_status: 'not_applicable',
        last_name: 'Puig Ibáñez',
      },
    });
  });

  it('approves a sponsored plan saved as pending, and requires its sponsor', async () => {
    const { uid } = await createPerson('patrocinada', { plan_name: 'online' });
    const refused = await call(
      'adminUpdateUser',
      edit(uid, { plan_name: 'patrocinado_online', access_status: 'pendiente_aprobacion' }),
      admin,
    );
    expect(refused.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: {
        fields: { sponsor: 'El campo Patrocinador es obligatorio para planes patrocinados' },
      },
    });
    expect(await profileOf(uid)).toMatchObject({ plan_name: 'online' });
    await call(
      'adminUpdateUser',
      edit(uid, {
        plan_name: 'patrocinado_online',
        access_status: 'pendiente_aprobacion',
        sponsor: 'Laboratorios Demo',
      }),
      admin,
    );
    expect(await profileOf(uid)).toMatchObject({
      access_status: 'aprobado',
      payment_status: 'not_applicable',
      sponsor: 'Laboratorios Demo',
    });
  });

  it('refuses an attendee, and an archived account', async () => {
    const { uid } = await createPerson('intrusa', { plan_name: 'online' });
    const own = await call('adminUpdateUser', edit(uid), { idToken: await attendeeToken(uid) });
    expect(own.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    const archived = await createPerson('guardada', { archived_at: new Date() });
    const answer = await call('adminUpdateUser', edit(archived.uid), admin);
    expect(answer.error?.details?.code).toBe('user-archived');
    expect(await auditOf(uid)).toEqual([]);
  });
});

describe('updateUserEmail', () => {
  it('changes the Auth account and the profile together, audited', async () => {
    const { uid, email } = await createPerson('mudanza');
    const newEmail = uniqueEmail('Nueva.Direccion');
    const answer = await call('updateUserEmail', { userId: uid, newEmail }, admin);
    expect(answer).toEqual({ result: { success: true } });
    expect((await adminAuth().getUser(uid)).email).toBe(newEmail.toLowerCase());
    expect(await profileOf(uid)).toMatchObject({ email: newEmail.toLowerCase() });
    expect((await auditOf(uid, 'email_change'))[0]).toMatchObject({
      old_values: { email },
      new_values: { email: newEmail.toLowerCase() },
    });
  });

  it('refuses an email another account has, changing nothing', async () => {
    const { uid, email } = await createPerson('dueña');
    const other = await createPerson('otra');
    const answer = await call('updateUserEmail', { userId: uid, newEmail: other.email }, admin);
    expect(answer.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: 'Ya existe otra cuenta con este email.',
    });
    expect((await adminAuth().getUser(uid)).email).toBe(email);
    expect(await profileOf(uid)).toMatchObject({ email });
  });

  it('refuses a malformed email with the form text', async () => {
    const { uid } = await createPerson('mal');
    const answer = await call('updateUserEmail', { userId: uid, newEmail: 'no-es-email' }, admin);
    expect(answer.error?.details?.fields).toEqual({
      newEmail: 'El formato del email no es válido',
    });
  });
});

describe('archiveUser', () => {
  it('archives with a reason and restores, each audited', async () => {
    const { uid } = await createPerson('archivo', { access_status: 'aprobado' });
    expect(
      await call('archiveUser', { userId: uid, action: 'archive', reason: 'Duplicado' }, admin),
    ).toEqual({ result: { success: true } });
    expect(await profileOf(uid)).toMatchObject({
      archived_at: expect.anything(),
      archive_reason: 'Duplicado',
    });
    await call('archiveUser', { userId: uid, action: 'unarchive' }, admin);
    expect(await profileOf(uid)).toMatchObject({ archived_at: null, archive_reason: null });
    expect((await auditOf(uid)).map((entry) => entry.action)).toEqual([
      'user_archive',
      'user_restore',
    ]);
  });

  it('requires a non-blank reason and refuses attendees', async () => {
    const { uid } = await createPerson('sinmotivo');
    const blank = await call(
      'archiveUser',
      { userId: uid, action: 'archive', reason: '   ' },
      admin,
    );
    expect(blank.error?.details?.fields).toEqual({ reason: 'Indica el motivo del archivo' });
    const own = await call(
      'archiveUser',
      { userId: uid, action: 'archive', reason: 'x' },
      { idToken: await attendeeToken(uid) },
    );
    expect(own.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect(await profileOf(uid)).toMatchObject({ archived_at: null });
  });
});
