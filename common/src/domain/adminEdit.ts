import { isPaidPlan, isSponsoredPlan, normalizeStatus } from '../catalog/plans';
import type { Edition } from '../models/Edition';
import type { AccessStatus, PaymentStatus } from '../catalog/statuses';

/** The statuses an administrator's edit can change. */
export interface EditableStatuses {
  access_status: AccessStatus;
  payment_status: PaymentStatus;
  approval_email_sent_at: Date | null;
}

/**
 * What saving the edit dialog does to the statuses: socio and sponsored plans have nothing to
 * pay; a paying plan that had nothing to pay now waits for its payment; a sponsored plan saved as
 * pending is approved; going from approved back to pending forgets the approval email, so the
 * next approval sends it again.
 */
export function statusesAfterAdminEdit(
  current: Pick<EditableStatuses, 'payment_status' | 'approval_email_sent_at'> & {
    access_status: string;
  },
  edit: { plan_name: string; access_status: AccessStatus },
  edition: Edition,
): EditableStatuses {
  let payment_status = current.payment_status;
  if (!isPaidPlan(edition, edit.plan_name)) payment_status = 'not_applicable';
  else if (payment_status === 'not_applicable') payment_status = 'pending';

  const access_status =
    isSponsoredPlan(edition, edit.plan_name) && edit.access_status === 'pendiente_aprobacion'
      ? 'aprobado'
      : edit.access_status;

  const unapproved =
    normalizeStatus(current.access_status) === 'aprobado' &&
    access_status === 'pendiente_aprobacion';
  return {
    access_status,
    payment_status,
    approval_email_sent_at: unapproved ? null : current.approval_email_sent_at,
  };
}
