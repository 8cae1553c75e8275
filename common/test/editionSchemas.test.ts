import {
  adminUpdateUserSchema,
  es,
  notificationFiltersSchema,
  sendTestEmailSchema,
  validateAll,
} from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

const v = es.validation;
const context = { edition: currentEdition };

describe('adminUpdateUserSchema', () => {
  const edit = {
    userId: 'user_12345678',
    first_name: 'Ana',
    last_name: 'García',
    plan_name: 'online',
    access_status: 'aprobado',
  };

  it('takes any plan of the context’s edition, a sponsored one with its sponsor', async () => {
    expect((await validateAll(adminUpdateUserSchema, edit, { context })).ok).toBe(true);
    const sponsored = { ...edit, plan_name: 'patrocinado_online', sponsor: 'Lab' };
    expect((await validateAll(adminUpdateUserSchema, sponsored, { context })).ok).toBe(true);
    expect(
      await validateAll(adminUpdateUserSchema, { ...sponsored, sponsor: '' }, { context }),
    ).toEqual({ ok: false, fields: { sponsor: v.sponsorRequired } });
  });

  it('refuses a plan the edition does not have, and any plan without an edition', async () => {
    const premium = { ...edit, plan_name: 'premium' };
    expect(await validateAll(adminUpdateUserSchema, premium, { context })).toEqual({
      ok: false,
      fields: { plan_name: v.planInvalid },
    });
    expect(await validateAll(adminUpdateUserSchema, edit)).toEqual({
      ok: false,
      fields: { plan_name: v.planInvalid },
    });
  });

  it('asks for the sponsor on whichever plan the edition sponsors', async () => {
    const sponsoredOnline = editionWith({}, { key: 'online', changes: { admission: 'sponsored' } });
    expect(
      await validateAll(adminUpdateUserSchema, edit, { context: { edition: sponsoredOnline } }),
    ).toEqual({ ok: false, fields: { sponsor: v.sponsorRequired } });
  });
});

describe('notificationFiltersSchema', () => {
  it('filters on any plan of the edition, sponsored ones included', async () => {
    const filters = { plans: ['socio', 'patrocinado_presencial'] };
    expect(await validateAll(notificationFiltersSchema, filters, { context })).toEqual({
      ok: true,
      value: {
        plans: ['socio', 'patrocinado_presencial'],
        accessStatuses: [],
        paymentStatuses: [],
      },
    });
  });

  it('refuses a plan the edition does not have', async () => {
    const result = await validateAll(
      notificationFiltersSchema,
      { plans: ['online', 'premium'] },
      { context },
    );
    expect(result).toEqual({ ok: false, fields: { 'plans[1]': v.invalidOption } });
  });

  it('needs no edition when no plan is filtered on', async () => {
    expect((await validateAll(notificationFiltersSchema, {})).ok).toBe(true);
  });
});

describe('sendTestEmailSchema', () => {
  const request = (planName: string) => ({
    templateId: 'welcome',
    recipientEmail: 'admin@curso.es',
    testData: { firstName: 'Ana', planName },
  });

  it('tries a public plan of the context’s edition', async () => {
    expect((await validateAll(sendTestEmailSchema, request('socio'), { context })).ok).toBe(true);
  });

  it.each([['patrocinado_online'], ['premium']])('refuses %s', async (plan) => {
    expect(await validateAll(sendTestEmailSchema, request(plan), { context })).toEqual({
      ok: false,
      fields: { 'testData.planName': v.planInvalid },
    });
  });
});
