import { canSetPaymentStatus, changesOnPaymentCompleted, type DoneResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { changeProfile } from '../useCases/profileChanges';

/**
 * "Seguimiento de Pagos": pending becomes completed or failed, failed becomes completed
 * (`canSetPaymentStatus`). A completed payment grants access as a card payment would.
 */
export const setPaymentStatus = callable(
  'setPaymentStatus',
  { access: 'admin' },
  async ({ userId, status }, { uid }): Promise<DoneResponse> => {
    await changeProfile(userId, { action: 'payment_status_change', actor: uid }, (profile) => {
      if (!canSetPaymentStatus(profile.payment_status, status)) {
        throw new Refusal('payment-transition');
      }
      return status === 'completed'
        ? changesOnPaymentCompleted(profile)
        : { payment_status: status };
    });
    return { success: true };
  },
);
