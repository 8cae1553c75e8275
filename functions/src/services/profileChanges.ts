import type { AuditAction, Profile } from '@curso/common';
import { FieldValue, type UpdateData } from 'firebase-admin/firestore';
import { Refusal } from '../lib/errors';
import { db } from './firebase';
import { auditWrite } from './repositories/auditLogs';
import { profileRef } from './repositories/profiles';

/**
 * An administrator's change to one profile, in a transaction with its audit entry: `decide` sees
 * the current profile and answers the fields to set (or throws a Refusal); only the fields that
 * actually change are written and audited, old and new, so repeating a change records nothing.
 * Answers the profile as it is afterwards.
 */
export function changeProfile(
  userId: string,
  audit: { action: AuditAction; actor: string },
  decide: (profile: Profile) => Partial<Profile>,
): Promise<Profile> {
  const ref = profileRef(userId);
  return db().runTransaction(async (tx) => {
    const profile = (await tx.get(ref)).data();
    if (!profile) throw new Refusal('user-not-found', 'not-found');
    const wanted = decide(profile);
    const changed = (Object.keys(wanted) as (keyof Profile)[]).filter(
      (key) => String(profile[key] ?? null) !== String(wanted[key] ?? null),
    );
    if (!changed.length) return profile;
    const changes = Object.fromEntries(changed.map((key) => [key, wanted[key] ?? null]));
    const update: UpdateData<Profile> = { ...changes, updated_at: FieldValue.serverTimestamp() };
    tx.update(ref, update);
    const entry = auditWrite({
      action: audit.action,
      user_id: audit.actor,
      table_name: 'profiles',
      record_id: userId,
      old_values: Object.fromEntries(changed.map((key) => [key, profile[key] ?? null])),
      new_values: changes,
    });
    tx.set(entry.ref, entry.data);
    return { ...profile, ...changes } as Profile;
  });
}
