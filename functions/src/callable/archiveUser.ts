import { isArchived, type DoneResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';

/**
 * Archives a user with a reason, or restores them. An archived attendee loses access at once: the
 * rules read `archived_at` on every request and the site follows the profile live.
 */
export const archiveUser = callable(
  'archiveUser',
  { access: 'admin' },
  async ({ userId, action, reason }, { uid: adminUid }): Promise<DoneResponse> => {
    const ref = profileRef(userId);
    await db().runTransaction(async (tx) => {
      const profile = (await tx.get(ref)).data();
      if (!profile) throw new Refusal('user-not-found', 'not-found');
      const archive = action === 'archive';
      // Already as asked: nothing to change, nothing to record (a repeated click).
      if (isArchived(profile) === archive) return;
      tx.update(ref, {
        archived_at: archive ? FieldValue.serverTimestamp() : null,
        archive_reason: archive ? reason : null,
        updated_at: FieldValue.serverTimestamp(),
      });
      const audit: AuditEntry = {
        action: archive ? 'user_archive' : 'user_restore',
        user_id: adminUid,
        table_name: 'profiles',
        record_id: userId,
        old_values: { archived_at: profile.archived_at, archive_reason: profile.archive_reason },
        new_values: { archived: archive, archive_reason: archive ? reason : null },
      };
      withAudit(tx, audit);
    });
    return { success: true };
  },
);
