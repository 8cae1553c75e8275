import { isArchived, type DoneResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { editionRef } from '../repositories/editions';
import { profileRef } from '../repositories/profiles';
import { placeIfAny, releaseSeat, withPlace } from '../useCases/seats';

/**
 * Archives a user with a reason, or restores them. An archived attendee loses access at once: the
 * rules read `archived_at` on every request and the site follows the profile live. Archiving gives
 * back the place the registration held; restoring takes one again in its edition while any is
 * left, and restores without one otherwise (the attendee's next checkout asks for one again).
 */
export const archiveUser = callable(
  'archiveUser',
  { access: 'admin' },
  async ({ userId, action, reason }, { uid: adminUid }): Promise<DoneResponse> => {
    const ref = profileRef(userId);
    const archive = action === 'archive';
    const found = (await ref.get()).data();
    if (!found) throw new Refusal('user-not-found', 'not-found');
    const placeEdition =
      archive || found.seat ? null : ((await editionRef(found.edition_id).get()).data() ?? null);
    await withPlace(placeEdition, found.plan_name, userId, async (tx, takePlace) => {
      const profile = (await tx.get(ref)).data();
      if (!profile) throw new Refusal('user-not-found', 'not-found');
      // Already as asked: nothing to change, nothing to record (a repeated click).
      if (isArchived(profile) === archive) return;
      const seatBefore = profile.seat ?? null;
      let seatAfter = seatBefore;
      if (archive) {
        releaseSeat(tx, profile);
        seatAfter = null;
      } else if (!seatBefore) {
        seatAfter = placeIfAny(takePlace);
      }
      const seat = seatAfter !== seatBefore ? { seat: seatAfter } : {};
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
          ...(seatAfter !== seatBefore && { seat: seatBefore }),
        },
        new_values: { archived: archive, archive_reason: archive ? reason : null, ...seat },
      };
      withAudit(tx, audit);
    });
    return { success: true };
  },
);
