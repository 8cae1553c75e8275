import { COLLECTIONS, initialStatuses, type Profile, type RegistrationForm } from '@curso/common';
import { FieldValue, type WithFieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { modelConverter } from './converter';

const converter = modelConverter<Profile>();

/** `profiles`. */
export const profilesRef = () => db().collection(COLLECTIONS.profiles).withConverter(converter);

/** `profiles/{uid}`. */
export const profileRef = (uid: string) => profilesRef().doc(uid);

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * The profile a verified registration creates: the form's fields under the specification's
 * names, the plan's initial statuses, and server timestamps.
 */
export function newProfile(
  uid: string,
  form: RegistrationForm,
  now: Date,
): WithFieldValue<Profile> {
  return {
    id: uid,
    email: form.email.toLowerCase(),
    first_name: form.firstName,
    last_name: form.lastName,
    phone: orNull(form.phone),
    phone_country_code: form.phone ? orNull(form.phoneCountryCode) : null,
    company: orNull(form.company),
    position: orNull(form.position),
    specialty: orNull(form.specialty),
    country: orNull(form.country),
    city: orNull(form.city),
    linkedin_url: orNull(form.linkedinUrl),
    is_laspghn_member: form.plan === 'laspghn' && form.isLaspghnMember,
    plan_name: form.plan,
    society: orNull(form.society),
    ...initialStatuses(form.plan),
    archived_at: null,
    archive_reason: null,
    sponsor: null,
    sponsor_notification_email: null,
    stripe_customer_id: null,
    approval_email_sent_at: null,
    email_notifications: true,
    consents_accepted_at: now,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  };
}
