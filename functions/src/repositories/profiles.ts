import {
  asksLaspghnMembership,
  COLLECTIONS,
  initialStatuses,
  type CreateUserFields,
  type Edition,
  type PlanKey,
  type Profile,
  type RegistrationForm,
} from '@curso/common';
import { FieldValue, type WithFieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<Profile>();

/** `profiles`. */
export const profilesRef = () => db().collection(COLLECTIONS.profiles).withConverter(converter);

/** `profiles/{uid}`. */
export const profileRef = (uid: string) => profilesRef().doc(uid);

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * The profile a verified registration creates: the form's fields under the specification's
 * names, the initial statuses of the plan in the edition, and server timestamps.
 */
export function newProfile(
  uid: string,
  form: RegistrationForm,
  edition: Edition,
  now: Date,
): WithFieldValue<Profile> {
  return {
    id: uid,
    edition_id: edition.id,
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
    is_laspghn_member: asksLaspghnMembership(form.plan) && form.isLaspghnMember,
    plan_name: form.plan,
    society: orNull(form.society),
    ...initialStatuses(edition, form.plan),
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

/**
 * The fields of an administrator's create-user payload (`createUserFieldsSchema`) under the
 * profile's names, with the initial statuses of the plan in the edition (`initialStatuses`): what a
 * new account gets, and what restoring an archived one resets it to.
 */
export function adminProfileFields(fields: CreateUserFields, edition: Edition) {
  const plan = fields.plan_name as PlanKey;
  return {
    edition_id: edition.id,
    email: fields.email,
    first_name: fields.first_name,
    last_name: fields.last_name,
    phone: orNull(fields.phone),
    phone_country_code: fields.phone ? orNull(fields.phone_country_code) : null,
    company: orNull(fields.company),
    position: orNull(fields.position),
    specialty: orNull(fields.specialty),
    country: orNull(fields.country),
    city: orNull(fields.city),
    is_laspghn_member: asksLaspghnMembership(plan) && fields.is_laspghn_member,
    plan_name: plan,
    society: orNull(fields.society),
    sponsor: orNull(fields.sponsor),
    sponsor_notification_email: orNull(fields.sponsor_notification_email),
    ...initialStatuses(edition, plan),
    archived_at: null,
    archive_reason: null,
    approval_email_sent_at: null,
  };
}

/** A profile an administrator creates: no consents recorded, the attendee gives them on first use. */
export function adminNewProfile(
  uid: string,
  fields: CreateUserFields,
  edition: Edition,
): WithFieldValue<Profile> {
  return {
    id: uid,
    ...adminProfileFields(fields, edition),
    linkedin_url: null,
    stripe_customer_id: null,
    email_notifications: true,
    consents_accepted_at: null,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  };
}
