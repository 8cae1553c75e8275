import { type UpdateMyProfileResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';

/**
 * Saves the caller's own personal fields and preferences. Unknown keys are refused rather than
 * dropped, so a client cannot believe it changed a status, a plan or someone else's profile.
 */
export const updateMyProfile = callable(
  'updateMyProfile',
  { access: 'signedIn', refuseUnknown: true },
  async (update, { uid }): Promise<UpdateMyProfileResponse> => {
    const changes = Object.fromEntries(
      Object.entries(update).filter(([, value]) => value !== undefined),
    );
    const ref = profileRef(uid);
    await db().runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) throw new Refusal('profile-not-found');
      const before = Object.fromEntries(
        Object.keys(changes).map((key) => [key, current[key as keyof typeof current] ?? null]),
      );
      tx.update(ref, { ...changes, updated_at: FieldValue.serverTimestamp() });
      const audit: AuditEntry = {
        action: 'profile_update',
        user_id: uid,
        table_name: 'profiles',
        record_id: uid,
        old_values: before,
        new_values: changes,
      };
      withAudit(tx, audit);
    });
    return { success: true };
  },
);
