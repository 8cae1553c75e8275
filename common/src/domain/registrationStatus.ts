import { isSponsoredPlan, needsSocietyApproval, type PlanKey } from '../catalog/plans';
import type { Edition } from '../models/Edition';
import type { AccessStatus, PaymentStatus } from '../catalog/statuses';

/**
 * Statuses of a new or restored registration: sponsored plans are approved at once; socio waits for
 * the societies; paid plans wait for the card payment.
 */
export function initialStatuses(
  edition: Edition,
  plan: PlanKey,
): {
  access_status: AccessStatus;
  payment_status: PaymentStatus;
} {
  if (isSponsoredPlan(edition, plan))
    return { access_status: 'aprobado', payment_status: 'not_applicable' };
  if (needsSocietyApproval(edition, plan)) {
    return { access_status: 'pendiente_aprobacion', payment_status: 'not_applicable' };
  }
  return { access_status: 'pendiente_aprobacion', payment_status: 'pending' };
}
