import { emptyRegistration, type RegistrationForm } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { newProfile } from '../../src/repositories/profiles';

const now = new Date('2025-10-01T10:00:00Z');

function form(overrides: Partial<RegistrationForm>): RegistrationForm {
  return {
    ...emptyRegistration('online'),
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    country: 'ES',
    city: 'Madrid',
    acceptsTerms: true,
    acceptsPrivacy: true,
    ...overrides,
  };
}

/** The profile of a registration on the demo's current edition. */
const profileOf = (uid: string, overrides: Partial<RegistrationForm>) =>
  newProfile(uid, form(overrides), currentEdition, now);

describe('newProfile', () => {
  it('maps the form to the specification fields with the plan statuses', () => {
    const profile = profileOf('uid-1', {});
    expect(profile).toMatchObject({
      id: 'uid-1',
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'García',
      plan_name: 'online',
      access_status: 'pendiente_aprobacion',
      payment_status: 'pending',
      city: 'Madrid',
      phone: null,
      phone_country_code: null,
      company: null,
      is_laspghn_member: false,
      archived_at: null,
      consents_accepted_at: now,
    });
    expect(profile.created_at).toEqual(FieldValue.serverTimestamp());
  });

  it('gives socio the society review statuses', () => {
    const profile = profileOf('uid-2', { plan: 'socio', society: 'ambas' });
    expect(profile).toMatchObject({
      access_status: 'pendiente_aprobacion',
      payment_status: 'not_applicable',
      society: 'ambas',
    });
  });

  it('keeps the dial code only with a phone, and LASPGHAN membership only on that plan', () => {
    expect(profileOf('u', { phone: '600 1', phoneCountryCode: '+52' })).toMatchObject({
      phone: '600 1',
      phone_country_code: '+52',
    });
    expect(profileOf('u', { isLaspghnMember: true }).is_laspghn_member).toBe(false);
    expect(profileOf('u', { plan: 'laspghn', isLaspghnMember: true }).is_laspghn_member).toBe(true);
  });
});
