import { isArchived, type DoneResponse, type Profile } from '@curso/common';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';
import { readProfileSeat, releaseHeldSeat, seatTransaction } from '../useCases/seats';

/**
 * Whether the profile holds a place once archived or restored: archiving gives it back, restoring
 * takes one again while any is left and restores without one otherwise (the attendee's next
 * checkout asks for one again). Reads first, then writes the counter, as a transaction must.
 */
async function seatAfter(tx: Transaction, profile: Profile, archive: boolean): Promise<boolean> {
  if (archive) {
    releaseHeldSeat(tx, profile);
    return false;
  }
  if (profile.seat_held) return true;
  const seat = await readProfileSeat(tx, profile);
  return seat !== null && !seat.full && seat.take();
}

/**
 * Archives a user with a reason, or restores them. An archived attendee loses access at once: the
 * rules read `archived_at` on every request and the site follows the profile live.
 */
export const archiveUser = callable(
  'archiveUser',
  { access: 'admin' },
  async ({ userId, action, reason }, { uid: adminUid }): Promise<DoneResponse> => {
    const ref = profileRef(userId);
    await seatTransaction(async (tx) => {
      const profile = (await tx.get(ref)).data();
      if (!profile) throw new Refusal('user-not-found', 'not-found');
      const archive = action === 'archive';
      // Already as asked: nothing to change, nothing to record (a repeated click).
      if (isArchived(profile) === archive) return;
      const heldBefore = profile.seat_held ?? false;
      const held = await seatAfter(tx, profile, archive);
      const seat = held !== heldBefore ? { seat_held: held } : {};
      tx.update(ref, {
        archived_at: archive ? FieldValue.serverTimestamp() : null,
        archive_reason: archive ? reason : null,
        ...seat,
        updated_at: FieldValue.serverTimestamp(),
      });
      const audit: AuditEntry = {
        action: archive ? 'user_archive' : 'user_restore',
        user_id: adminUid,
        table_name: 'profiles',
        record_id: userId,
        old_values: {
          archived_at: profile.archived_at,
          archive_reason: profile.archive_reason,
          ...(held !== heldBefore && { seat_held: heldBefore }),
        },
        new_values: { archived: archive, archive_reason: archive ? reason : null, ...seat },
      };
      withAudit(tx, audit);
    });
    return { success: true };
  },
);
