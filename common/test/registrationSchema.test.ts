import {
  createPaymentSchema,
  editionPlanField,
  emptyRegistration,
  es,
  registrationSchema,
  validateAll,
  type RegistrationForm,
} from '../src';
import { currentEdition, editionWith, planIn } from './fixtures/editions';

const v = es.validation;
const context = { edition: currentEdition };

const socio: RegistrationForm = {
  ...emptyRegistration('socio'),
  email: '  Ana.Garcia@Hospital.ES ',
  firstName: 'Ana',
  lastName: 'García',
  specialty: 'gastroenterologia',
  company: 'Hospital Sant Joan de Déu',
  society: 'seghnp',
  country: 'ES',
  acceptsTerms: true,
  acceptsPrivacy: true,
  acceptsSocietyVerification: true,
};

const online: RegistrationForm = {
  ...emptyRegistration('online'),
  email: 'luis@clinica.mx',
  firstName: 'Luis',
  lastName: 'Pérez',
  city: 'Guadalajara',
  country: 'MX',
  acceptsTerms: true,
  acceptsPrivacy: true,
};

describe('registrationSchema', () => {
  it('accepts a complete socio registration and normalises the email', async () => {
    const result = await validateAll(registrationSchema, socio, { context });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.email).toBe('ana.garcia@hospital.es');
      expect(result.value.phoneCountryCode).toBe('+34');
    }
  });

  it('accepts an online registration without institution, specialty or phone', async () => {
    expect((await validateAll(registrationSchema, online, { context })).ok).toBe(true);
  });

  it('names every missing socio field with its own message', async () => {
    const result = await validateAll(
      registrationSchema,
      {
        ...emptyRegistration('socio'),
        acceptsTerms: true,
        acceptsPrivacy: true,
        acceptsSocietyVerification: true,
      },
      { context },
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        email: v.emailRequired,
        firstName: v.firstNameRequired,
        lastName: v.lastNameRequired,
        specialty: v.specialtyRequired,
        company: v.workplaceRequired,
        society: v.societyRequired,
        country: v.countryRequired,
      },
    });
  });

  it('asks the paid plans for city and country, not workplace or society', async () => {
    const result = await validateAll(
      registrationSchema,
      { ...online, city: '', country: '' },
      { context },
    );
    expect(result).toEqual({
      ok: false,
      fields: { city: v.cityRequired, country: v.countryRequired },
    });
  });

  it.each([
    [{ acceptsTerms: false }, 'acceptsTerms', v.acceptTermsAndPrivacy],
    [{ acceptsPrivacy: false }, 'acceptsTerms', v.acceptTermsAndPrivacy],
    [
      { acceptsSocietyVerification: false },
      'acceptsSocietyVerification',
      v.acceptSocietyVerification,
    ],
  ])('refuses socio without %j', async (change, field, message) => {
    const result = await validateAll(registrationSchema, { ...socio, ...change }, { context });
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('does not ask non-socio plans for society verification', async () => {
    const result = await validateAll(
      registrationSchema,
      { ...online, acceptsSocietyVerification: false },
      { context },
    );
    expect(result.ok).toBe(true);
  });

  it.each([
    ['email', 'no-es-un-email', v.emailInvalid],
    ['email', 'a@b', v.emailInvalid],
    ['country', 'XX', v.invalidOption],
    ['specialty', 'astrologia', v.invalidOption],
    ['phoneCountryCode', '+999', v.invalidOption],
    ['phone', '600<script>', v.phoneInvalid],
    ['plan', 'patrocinado_online', v.planInvalid],
    ['plan', 'premium', v.planInvalid],
    ['plan', '', v.planInvalid],
    ['firstName', 'x'.repeat(101), v.tooLong],
  ])('refuses %s = %p', async (field, value, message) => {
    const result = await validateAll(
      registrationSchema,
      { ...online, [field]: value },
      { context },
    );
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('drops fields that are not part of the form', async () => {
    const result = await validateAll(
      registrationSchema,
      { ...online, access_status: 'aprobado' },
      { context },
    );
    expect(result.ok && 'access_status' in result.value).toBe(false);
  });
});

describe('registrationSchema reads the plans of the context’s edition', () => {
  it('refuses every plan when no edition is in the context', async () => {
    expect(await validateAll(registrationSchema, online)).toEqual({
      ok: false,
      fields: { plan: v.planInvalid },
    });
    expect(await validateAll(registrationSchema, online, { context: {} })).toEqual({
      ok: false,
      fields: { plan: v.planInvalid },
    });
  });

  it('refuses a plan the edition does not have, though another edition has it', async () => {
    const withoutOnline = editionWith({
      plans: currentEdition.plans.filter((plan) => plan.key !== 'online'),
    });
    expect(
      await validateAll(registrationSchema, online, { context: { edition: withoutOnline } }),
    ).toEqual({ ok: false, fields: { plan: v.planInvalid } });
  });

  it('accepts a plan only this edition has', async () => {
    const withHybrid = editionWith({
      plans: [...currentEdition.plans, { ...planIn('online'), key: 'hibrido' }],
    });
    const hybrid = { ...online, plan: 'hibrido' };
    expect((await validateAll(registrationSchema, hybrid, { context })).ok).toBe(false);
    expect(
      (await validateAll(registrationSchema, hybrid, { context: { edition: withHybrid } })).ok,
    ).toBe(true);
  });

  it('refuses a plan the edition sponsors: only public plans are chosen here', async () => {
    const sponsoredOnline = editionWith({}, { key: 'online', changes: { admission: 'sponsored' } });
    expect(
      await validateAll(registrationSchema, online, { context: { edition: sponsoredOnline } }),
    ).toEqual({ ok: false, fields: { plan: v.planInvalid } });
  });

  it('asks for the socio fields on any plan the edition has the societies approve', async () => {
    const onlineApproved = editionWith(
      {},
      { key: 'online', changes: { admission: 'society_approval' } },
    );
    const result = await validateAll(registrationSchema, online, {
      context: { edition: onlineApproved },
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        specialty: v.specialtyRequired,
        company: v.workplaceRequired,
        society: v.societyRequired,
        acceptsSocietyVerification: v.acceptSocietyVerification,
      },
    });
    // …and no longer asks for the city, which only the other plans need.
    const complete = {
      ...online,
      city: '',
      specialty: 'gastroenterologia',
      company: 'Hospital',
      society: 'seghnp',
      acceptsSocietyVerification: true,
    };
    expect(
      (await validateAll(registrationSchema, complete, { context: { edition: onlineApproved } }))
        .ok,
    ).toBe(true);
  });

  it('does not ask socio for its fields when the edition charges it by card', async () => {
    const socioPaid = editionWith({}, { key: 'socio', changes: { admission: 'card_payment' } });
    const bare = { ...online, plan: 'socio' };
    expect(
      (await validateAll(registrationSchema, bare, { context: { edition: socioPaid } })).ok,
    ).toBe(true);
    expect((await validateAll(registrationSchema, bare, { context })).ok).toBe(false);
  });
});

describe('editionPlanField', () => {
  const anyPlan = editionPlanField('any', v.planInvalid);
  const publicPlan = editionPlanField('public', v.planInvalid);

  it.each([
    ['online', true, true],
    [' Presencial ', true, true],
    ['patrocinado_online', true, false],
    ['premium', false, false],
    ['', false, false],
  ])('%p: any plan %p, public plan %p', async (plan, asAny, asPublic) => {
    expect(await anyPlan.isValid(plan, { context })).toBe(asAny);
    expect(await publicPlan.isValid(plan, { context })).toBe(asPublic);
  });

  it('refuses with the message it is given', async () => {
    await expect(publicPlan.validate('patrocinado_online', { context })).rejects.toMatchObject({
      errors: [v.planInvalid],
    });
  });

  it('refuses every plan without an edition in the context', async () => {
    expect(await anyPlan.isValid('online')).toBe(false);
    expect(await publicPlan.isValid('socio', { context: {} })).toBe(false);
  });
});

describe('createPaymentSchema', () => {
  it('takes a public plan of the context’s edition', async () => {
    expect(await validateAll(createPaymentSchema, { plan: 'online' }, { context })).toEqual({
      ok: true,
      value: { plan: 'online' },
    });
  });

  it.each([['patrocinado_presencial'], ['premium']])('refuses %s', async (plan) => {
    expect(await validateAll(createPaymentSchema, { plan }, { context })).toEqual({
      ok: false,
      fields: { plan: v.planInvalid },
    });
  });

  it('refuses any plan without an edition', async () => {
    expect((await validateAll(createPaymentSchema, { plan: 'online' })).ok).toBe(false);
  });
});
