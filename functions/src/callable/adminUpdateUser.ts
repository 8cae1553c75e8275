import {
  adminUpdateUserSchema,
  isArchived,
  isSponsoredPlan,
  statusesAfterAdminEdit,
  type DoneResponse,
  type Profile,
} from '@curso/common';
import { FieldValue, type UpdateData } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { db } from '../services/firebase';
import { auditWrite } from '../services/repositories/auditLogs';
import { profileRef } from '../services/repositories/profiles';

/**
 * The edit dialog: names, plan, access and sponsor, with the statuses the rules of §4 derive
 * (payment follows the plan, a pending sponsored plan is approved, an unapproval forgets the
 * approval email). The email has its own callable, `updateUserEmail`.
 */
export const adminUpdateUser = callable(
  { access: 'admin', schema: adminUpdateUserSchema },
  async ({ userId, sponsor, ...edit }, { uid: adminUid }): Promise<DoneResponse> => {
    const ref = profileRef(userId);
    await db().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) throw new Refusal('user-not-found', 'not-found');
      if (isArchived(current)) throw new Refusal('user-archived');
      const changes: Partial<Profile> = {
        ...edit,
        sponsor: isSponsoredPlan(edit.plan_name) ? sponsor : null,
        ...statusesAfterAdminEdit(current, edit),
      };
      const changed = (Object.keys(changes) as (keyof Profile)[]).filter(
        (key) => String(current[key] ?? null) !== String(changes[key] ?? null),
      );
      if (!changed.length) return;
      const update: UpdateData<Profile> = { ...changes, updated_at: FieldValue.serverTimestamp() };
      tx.update(ref, update);
      const audit = auditWrite({
        action: 'profile_update',
        user_id: adminUid,
        table_name: 'profiles',
        record_id: userId,
        old_values: Object.fromEntries(changed.map((key) => [key, current[key] ?? null])),
        new_values: Object.fromEntries(changed.map((key) => [key, changes[key] ?? null])),
      });
      tx.set(audit.ref, audit.data);
    });
    return { success: true };
  },
);
