import {
  emptyRegistration,
  es,
  registrationSchema,
  validateAll,
  type RegistrationForm,
} from '../src';

const v = es.validation;

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
    const result = await validateAll(registrationSchema, socio);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.email).toBe('ana.garcia@hospital.es');
      expect(result.value.phoneCountryCode).toBe('+34');
    }
  });

  it('accepts an online registration without institution, specialty or phone', async () => {
    expect((await validateAll(registrationSchema, online)).ok).toBe(true);
  });

  it('names every missing socio field with its own message', async () => {
    const result = await validateAll(registrationSchema, {
      ...emptyRegistration('socio'),
      acceptsTerms: true,
      acceptsPrivacy: true,
      acceptsSocietyVerification: true,
    });
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
    const result = await validateAll(registrationSchema, {
      ...online,
      city: '',
      country: '',
    });
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
    const result = await validateAll(registrationSchema, { ...socio, ...change });
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('does not ask non-socio plans for society verification', async () => {
    expect(
      (await validateAll(registrationSchema, { ...online, acceptsSocietyVerification: false })).ok,
    ).toBe(true);
  });

  it.each([
    ['email', 'no-es-un-email', v.emailInvalid],
    ['email', 'a@b', v.emailInvalid],
    ['country', 'XX', v.invalidOption],
    ['specialty', 'astrologia', v.invalidOption],
    ['phoneCountryCode', '+999', v.invalidOption],
    ['phone', '600<script>', v.phoneInvalid],
    ['plan', 'patrocinado_online', v.planInvalid],
    ['firstName', 'x'.repeat(101), v.tooLong],
  ])('refuses %s = %s', async (field, value, message) => {
    const result = await validateAll(registrationSchema, { ...online, [field]: value });
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('drops fields that are not part of the form', async () => {
    const result = await validateAll(registrationSchema, { ...online, access_status: 'aprobado' });
    expect(result.ok && 'access_status' in result.value).toBe(false);
  });
});
