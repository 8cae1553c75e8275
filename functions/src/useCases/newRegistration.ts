import type { Edition, RegistrationForm } from '@curso/common';
import { Refusal } from '../lib/errors';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { newProfile, profileRef } from '../repositories/profiles';
import { withPlace } from './seats';

/**
 * A verified registration's records, in one transaction: a place on its plan when the plan has a
 * capacity (refused `plan-full` once none is left), the profile with the statuses of its plan in
 * the edition, and its audit entry. Of two registrations completing the same account, one writes
 * it; the other is refused `account-exists`.
 */
export async function writeRegistration(
  uid: string,
  form: RegistrationForm,
  edition: Edition,
): Promise<void> {
  const ref = profileRef(uid);
  await withPlace(edition, form.plan, uid, async (tx, takePlace) => {
    if ((await tx.get(ref)).exists) throw new Refusal('account-exists');
    const profile = { ...newProfile(uid, form, edition, new Date()), seat: takePlace() };
    tx.create(ref, profile);
    const { id: _id, created_at: _c, updated_at: _u, ...newValues } = profile;
    const audit: AuditEntry = {
      action: 'user_creation',
      user_id: uid,
      table_name: 'profiles',
      record_id: uid,
      old_values: null,
      new_values: newValues,
    };
    withAudit(tx, audit);
  });
}
