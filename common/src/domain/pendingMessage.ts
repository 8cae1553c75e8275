import {
  isPaidPlan,
  isSponsoredPlan,
  needsSocietyApproval,
  normalizeStatus,
} from '../catalog/plans';
import { PAYMENT_IN_PROGRESS_STATUSES } from '../catalog/statuses';
import type { Edition } from '../models/Edition';

export type PendingVariant = 'society' | 'payment' | 'generic';

/** Which of the three pending-page messages a profile gets (values lowercased and trimmed). */
export function pendingMessageVariant(
  profile: {
    plan_name?: string | null;
    payment_status?: string | null;
    access_status?: string | null;
  },
  edition: Edition,
): PendingVariant {
  const plan = profile.plan_name;
  const payment = normalizeStatus(profile.payment_status);
  const access = normalizeStatus(profile.access_status);
  if (
    needsSocietyApproval(edition, plan) ||
    (payment === 'not_applicable' && access !== 'aprobado' && !isSponsoredPlan(edition, plan))
  ) {
    return 'society';
  }
  if (
    isPaidPlan(edition, plan) &&
    (PAYMENT_IN_PROGRESS_STATUSES as readonly string[]).includes(payment)
  ) {
    return 'payment';
  }
  return 'generic';
}
