import {
  fullName,
  isArchived,
  isSponsoredPlan,
  normalizeStatus,
  planDisplayName,
  type CreateUserFields,
  type Edition,
  type Profile,
} from '@curso/common';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { Refusal } from '../lib/errors';
import { issueLoginCode } from './accessCode';
import { findUserByEmail } from './authUsers';
import { auth } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { adminNewProfile, adminProfileFields, profileRef } from '../repositories/profiles';
import { releaseSeat, withPlace } from './seats';
import { sendTemplatedEmail } from './templatedEmail';

/** What to email once the account exists, as the manual form and a bulk request choose it. */
export interface CreationEmails {
  sendEmail: boolean;
  emailType: 'welcome' | 'verification';
  sendSponsorEmail: boolean;
}

/** The Auth account for a new email; a concurrent creation of the same email is refused. */
async function createAuthUser(fields: CreateUserFields, uid?: string): Promise<UserRecord> {
  try {
    return await auth().createUser({
      uid,
      email: fields.email,
      emailVerified: true,
      displayName: fullName(fields.first_name, fields.last_name),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      throw new Refusal('user-exists-active', 'already-exists');
    }
    throw error;
  }
}

/**
 * The profile of an account, a place on its plan when the plan has a capacity (refused
 * `plan-full` once none is left) and its `user_creation` audit entry, in one transaction.
 */
async function writeNewProfile(
  uid: string,
  fields: CreateUserFields,
  edition: Edition,
  actor: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await withPlace(edition, fields.plan_name, uid, async (tx, takePlace) => {
    const profile = { ...adminNewProfile(uid, fields, edition), seat: takePlace() };
    tx.set(profileRef(uid), profile);
    const { id: _id, created_at: _c, updated_at: _u, ...newValues } = profile;
    const audit: AuditEntry = {
      action: 'user_creation',
      user_id: actor,
      table_name: 'profiles',
      record_id: uid,
      old_values: null,
      new_values: { ...newValues, ...extra },
    };
    withAudit(tx, audit);
  });
}

/**
 * An archived account reset to the administrator's fields, as a new registration: it takes a place
 * on its plan when the plan has a capacity (refused `plan-full` once none is left; archiving gave
 * the old one back), with the audit entry of what changed, old and new, in one transaction.
 */
async function restoreProfile(
  uid: string,
  fields: CreateUserFields,
  edition: Edition,
  actor: string,
): Promise<void> {
  const ref = profileRef(uid);
  await withPlace(edition, fields.plan_name, uid, async (tx, takePlace) => {
    const profile = (await tx.get(ref)).data();
    if (!profile) throw new Refusal('user-not-found', 'not-found');
    const wanted: Partial<Profile> = adminProfileFields(fields, edition);
    const keeps =
      Boolean(profile.seat) &&
      profile.edition_id === edition.id &&
      normalizeStatus(profile.plan_name) === wanted.plan_name;
    if (!keeps) {
      const seat = takePlace();
      releaseSeat(tx, profile);
      if (seat || profile.seat) wanted.seat = seat;
    }
    const changed = (Object.keys(wanted) as (keyof Profile)[]).filter(
      (key) => String(profile[key] ?? null) !== String(wanted[key] ?? null),
    );
    if (!changed.length) return;
    const changes = Object.fromEntries(changed.map((key) => [key, wanted[key] ?? null]));
    tx.update(ref, { ...changes, updated_at: FieldValue.serverTimestamp() });
    const audit: AuditEntry = {
      action: 'user_restore',
      user_id: actor,
      table_name: 'profiles',
      record_id: uid,
      old_values: Object.fromEntries(changed.map((key) => [key, profile[key] ?? null])),
      new_values: changes,
    };
    withAudit(tx, audit);
  });
}

/**
 * Creates the account and its profile, or restores an archived one when the administrator has
 * confirmed it (`restore`). An active account with the email is refused; an archived one is
 * refused until confirmed. An import passes the `uid` the row's account gets, derived from its
 * request, so a retry recognises the account its first attempt made. The plan's statuses are those
 * of the edition. Answers the profile's uid and whether it was a restore.
 */
export async function createOrRestoreUser(
  fields: CreateUserFields,
  edition: Edition,
  actor: string,
  options: { restore: boolean; audit?: Record<string, unknown>; uid?: string },
): Promise<{ uid: string; restored: boolean }> {
  const existing = await findUserByEmail(fields.email);
  if (existing) {
    const profile = (await profileRef(existing.uid).get()).data();
    // Made by an earlier attempt of the same import: done, not a conflict.
    if (profile && existing.uid === options.uid) return { uid: existing.uid, restored: false };
    if (profile && !isArchived(profile)) throw new Refusal('user-exists-active', 'already-exists');
    if (profile && !options.restore)
      throw new Refusal('user-archived-exists', 'failed-precondition');
    if (profile) {
      await restoreProfile(existing.uid, fields, edition, actor);
      return { uid: existing.uid, restored: true };
    }
    // An account whose profile was never written: it gets one now.
    await writeNewProfile(existing.uid, fields, edition, actor, options.audit);
    return { uid: existing.uid, restored: false };
  }
  const user = await createAuthUser(fields, options.uid);
  try {
    await writeNewProfile(user.uid, fields, edition, actor, options.audit);
  } catch (error) {
    // Without its profile the account would block the email; remove it so a retry can create it.
    await auth().deleteUser(user.uid);
    throw error;
  }
  return { uid: user.uid, restored: false };
}

/** The welcome email (to the edition's course), or a login code, to the new user. */
export async function sendCreationEmail(
  uid: string,
  fields: CreateUserFields,
  edition: Edition,
  emailType: CreationEmails['emailType'],
  actor: string,
): Promise<boolean> {
  const person = {
    id: uid,
    email: fields.email,
    first_name: fields.first_name,
    last_name: fields.last_name,
  };
  if (emailType === 'verification') return (await issueLoginCode(person, edition, actor)).sent;
  const { sent } = await sendTemplatedEmail({
    templateId: 'welcome',
    to: fields.email,
    values: {
      firstName: fields.first_name,
      lastName: fields.last_name,
      email: fields.email,
      planName: planDisplayName(edition, fields.plan_name),
    },
    edition,
    type: 'welcome',
    user: person,
    metadata: { sent_by: actor },
  });
  return sent;
}

/**
 * The sponsor's notice of a sponsored registration, when the plan is sponsored in the edition and
 * has an address (a profile, or a create-user payload whose missing fields are empty strings).
 */
export async function sendSponsorNotice(
  profile: Pick<
    Profile,
    | 'id'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'plan_name'
    | 'sponsor'
    | 'sponsor_notification_email'
  >,
  edition: Edition,
  actor: string,
): Promise<boolean | null> {
  if (!isSponsoredPlan(edition, profile.plan_name) || !profile.sponsor_notification_email) {
    return null;
  }
  const { sent } = await sendTemplatedEmail({
    templateId: 'sponsor',
    to: profile.sponsor_notification_email,
    values: {
      sponsorName: profile.sponsor ?? '',
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email,
      planName: planDisplayName(edition, profile.plan_name),
    },
    edition,
    type: 'sponsor_notification',
    user: profile,
    metadata: { sent_by: actor },
  });
  return sent;
}
