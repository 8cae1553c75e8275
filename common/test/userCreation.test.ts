import {
  bulkCreateUsersSchema,
  createUserFieldsSchema,
  createUserSchema,
  es,
  esAdmin,
  MAX_IMPORT_ROWS,
  regenerateCodeSchema,
  validateAll,
} from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

const v = es.validation;
const context = { edition: currentEdition };
const u = esAdmin.users.validation;

const user = { email: ' Ana.Garcia@Hospital.ES ', first_name: 'Ana', last_name: 'García' };
const socio = { ...user, plan_name: 'socio' };
const sponsored = {
  ...user,
  plan_name: 'patrocinado_online',
  sponsor: 'Laboratorio Ejemplo',
  sponsor_notification_email: 'Eventos@Lab.com',
};

describe('createUserSchema (manual creation)', () => {
  it('fills the defaults: welcome email sent, no sponsor email, no restore, not a LASPGHAN member', async () => {
    const result = await validateAll(createUserSchema, socio, { context });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        email: 'ana.garcia@hospital.es',
        phone: '',
        sponsor: '',
        sponsor_notification_email: '',
        is_laspghn_member: false,
        sendEmail: true,
        emailType: 'welcome',
        sendSponsorEmail: false,
        restoreArchived: false,
      }),
    });
  });

  it('names each required field', async () => {
    expect(await validateAll(createUserSchema, {}, { context })).toEqual({
      ok: false,
      fields: {
        email: v.emailRequired,
        first_name: v.firstNameRequired,
        last_name: v.lastNameRequired,
        plan_name: u.planRequired,
      },
    });
  });

  it('asks sponsored plans for the sponsor and its notification email, and only them', async () => {
    for (const plan_name of ['patrocinado_presencial', 'patrocinado_online']) {
      expect(await validateAll(createUserSchema, { ...user, plan_name }, { context })).toEqual({
        ok: false,
        fields: { sponsor: v.sponsorRequired, sponsor_notification_email: u.sponsorEmailRequired },
      });
    }
    const result = await validateAll(createUserSchema, sponsored, { context });
    expect(result.ok && result.value.sponsor_notification_email).toBe('eventos@lab.com');
    const presencial = { ...user, plan_name: 'presencial' };
    expect((await validateAll(createUserSchema, presencial, { context })).ok).toBe(true);
  });

  it.each([
    ['an unknown plan', { plan_name: 'premium' }, 'plan_name', v.planInvalid],
    ['a malformed email', { email: 'ana@' }, 'email', v.emailInvalid],
    [
      'an unknown dial code',
      { phone_country_code: '+999' },
      'phone_country_code',
      u.dialCodeInvalid,
    ],
    ['letters in the phone', { phone: '600-ABC' }, 'phone', v.phoneInvalid],
    ['a country label instead of its code', { country: 'España' }, 'country', v.invalidOption],
    ['another email type', { emailType: 'sms' }, 'emailType', v.invalidOption],
    [
      'a malformed sponsor email',
      { ...sponsored, sponsor_notification_email: 'lab' },
      'sponsor_notification_email',
      v.emailInvalid,
    ],
  ])('refuses %s', async (_, change, field, message) => {
    expect(await validateAll(createUserSchema, { ...socio, ...change }, { context })).toEqual({
      ok: false,
      fields: { [field]: message },
    });
  });

  it('accepts the verification email and an empty dial code', async () => {
    const result = await validateAll(
      createUserSchema,
      {
        ...socio,
        emailType: 'verification',
        phone_country_code: '',
      },
      { context },
    );
    expect(result.ok && result.value.emailType).toBe('verification');
  });

  it('takes any plan of the context’s edition, sponsored ones included', async () => {
    const withoutSocio = editionWith({
      plans: currentEdition.plans.filter((plan) => plan.key !== 'socio'),
    });
    expect(
      await validateAll(createUserSchema, socio, { context: { edition: withoutSocio } }),
    ).toEqual({ ok: false, fields: { plan_name: v.planInvalid } });
    expect(await validateAll(createUserSchema, socio)).toEqual({
      ok: false,
      fields: { plan_name: v.planInvalid },
    });
    expect((await validateAll(createUserSchema, sponsored, { context })).ok).toBe(true);
  });

  it('asks for the sponsor on whichever plan the edition sponsors', async () => {
    const sponsoredOnline = editionWith({}, { key: 'online', changes: { admission: 'sponsored' } });
    const onlineUser = { ...user, plan_name: 'online' };
    expect((await validateAll(createUserSchema, onlineUser, { context })).ok).toBe(true);
    expect(
      await validateAll(createUserSchema, onlineUser, { context: { edition: sponsoredOnline } }),
    ).toEqual({
      ok: false,
      fields: { sponsor: v.sponsorRequired, sponsor_notification_email: u.sponsorEmailRequired },
    });
  });

  it('leaves the restore flag out of a row of an import', () => {
    expect(Object.keys(createUserFieldsSchema.fields)).not.toContain('restoreArchived');
  });
});

describe('bulkCreateUsersSchema', () => {
  const request = { users: [socio], jobId: 'import_2025-11-01' };

  it('fills the email choices and keeps the job id', async () => {
    const result = await validateAll(bulkCreateUsersSchema, request, { context });
    expect(result.ok && result.value).toMatchObject({
      jobId: 'import_2025-11-01',
      sendEmail: true,
      emailType: 'welcome',
      sendSponsorEmail: false,
    });
  });

  it.each([
    ['no job id', { jobId: undefined }, 'jobId'],
    ['a short job id', { jobId: 'abc' }, 'jobId'],
    ['a job id with spaces', { jobId: 'import 2025 11' }, 'jobId'],
    ['a job id naming another path', { jobId: 'job/1234567' }, 'jobId'],
    ['no users', { users: [] }, 'users'],
    ['an invalid user', { users: [socio, { ...socio, email: 'x' }] }, 'users[1].email'],
  ])('refuses %s', async (_, change, field) => {
    const result = await validateAll(bulkCreateUsersSchema, { ...request, ...change }, { context });
    expect(result.ok ? [] : Object.keys(result.fields)).toEqual([field]);
  });

  it(`takes at most ${MAX_IMPORT_ROWS} users`, async () => {
    const users = (n: number) => Array.from({ length: n }, () => socio);
    const most = { ...request, users: users(MAX_IMPORT_ROWS) };
    expect((await validateAll(bulkCreateUsersSchema, most, { context })).ok).toBe(true);
    const tooMany = { ...request, users: users(MAX_IMPORT_ROWS + 1) };
    expect(await validateAll(bulkCreateUsersSchema, tooMany, { context })).toEqual({
      ok: false,
      fields: { users: `Se pueden procesar como máximo ${MAX_IMPORT_ROWS} usuarios a la vez` },
    });
  });
});

describe('regenerateCodeSchema', () => {
  it('normalises the email and requires it', async () => {
    expect(await validateAll(regenerateCodeSchema, { email: ' A@B.ES ' })).toEqual({
      ok: true,
      value: { email: 'a@b.es' },
    });
    expect(await validateAll(regenerateCodeSchema, {})).toEqual({
      ok: false,
      fields: { email: v.emailRequired },
    });
  });
});
