import type { AuditAction, Profile } from '@curso/common';
import { FieldValue, type UpdateData } from 'firebase-admin/firestore';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';

/** Tries before a profile that keeps changing under us is reported as an error. */
const ATTEMPTS = 5;
/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const CHANGED_SINCE_READ = 9;

/**
 * An administrator's change to one profile, written with its audit entry in one batch: `decide`
 * sees the current profile and answers the fields to set (or throws a Refusal); only the fields
 * that actually change are written and audited, old and new, so repeating a change records
 * nothing. The batch only applies if the profile is still as it was read (its update time), and
 * is decided again otherwise: the guarantee of a transaction, at the cost of one read and one
 * write, which keeps bulk approvals of hundreds fast. Answers the profile as it is afterwards.
 */
export async function changeProfile(
  userId: string,
  audit: { action: AuditAction; actor: string },
  decide: (profile: Profile) => Partial<Profile>,
): Promise<Profile> {
  const ref = profileRef(userId);
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await ref.get();
    const profile = snapshot.data();
    const readAt = snapshot.updateTime;
    if (!profile || !readAt) throw new Refusal('user-not-found', 'not-found');
    const wanted = decide(profile);
    const changed = (Object.keys(wanted) as (keyof Profile)[]).filter(
      (key) => String(profile[key] ?? null) !== String(wanted[key] ?? null),
    );
    if (!changed.length) return profile;
    const changes = Object.fromEntries(changed.map((key) => [key, wanted[key] ?? null]));
    const update: UpdateData<Profile> = { ...changes, updated_at: FieldValue.serverTimestamp() };
    const entry: AuditEntry = {
      action: audit.action,
      user_id: audit.actor,
      table_name: 'profiles',
      record_id: userId,
      old_values: Object.fromEntries(changed.map((key) => [key, profile[key] ?? null])),
      new_values: changes,
    };
    try {
      const batch = db().batch().update(ref, update, { lastUpdateTime: readAt });
      await withAudit(batch, entry).commit();
      return { ...profile, ...changes } as Profile;
    } catch (error) {
      if ((error as { code?: number }).code !== CHANGED_SINCE_READ || attempt >= ATTEMPTS)
        throw error;
    }
  }
}
