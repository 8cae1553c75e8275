import {
  canSetPaymentStatus,
  changesOnPaymentCompleted,
  setPaymentStatusSchema,
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
 * "Seguimiento de Pagos": pending becomes completed or failed, failed becomes completed (§4). A
 * completed payment grants access as a card payment would.
 */
export const setPaymentStatus = callable(
  { access: 'admin', schema: setPaymentStatusSchema },
  async ({ userId, status }, { uid: adminUid }): Promise<DoneResponse> => {
    const ref = profileRef(userId);
    await db().runTransaction(async (tx) => {
      const profile = (await tx.get(ref)).data();
      if (!profile) throw new Refusal('user-not-found', 'not-found');
      if (!canSetPaymentStatus(profile.payment_status, status)) {
        throw new Refusal('payment-transition');
      }
      const changes: Partial<Profile> =
        status === 'completed' ? changesOnPaymentCompleted(profile) : { payment_status: status };
      const update: UpdateData<Profile> = { ...changes, updated_at: FieldValue.serverTimestamp() };
      tx.update(ref, update);
      const audit = auditWrite({
        action: 'payment_status_change',
        user_id: adminUid,
        table_name: 'profiles',
        record_id: userId,
        old_values: Object.fromEntries(
          Object.keys(changes).map((key) => [key, profile[key as keyof Profile] ?? null]),
        ),
        new_values: changes,
      });
      tx.set(audit.ref, audit.data);
    });
    return { success: true };
  },
);
