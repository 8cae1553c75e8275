import { normalizeStatus } from '../catalog/plans';

/** Why a paid Checkout Session grants nothing. */
export type PaymentMismatch =
  'unknown_session' | 'uid_mismatch' | 'plan_mismatch' | 'amount_mismatch' | 'currency_mismatch';

/** What Stripe reports of a paid Checkout Session. */
export interface PaidCheckout {
  uid: string | null;
  amountTotal: number | null;
  currency: string | null;
}

/**
 * Whether a paid checkout is the payment the course asked for: one `createPayment` recorded for
 * this attendee, for the plan the profile still has, charging exactly the price with VAT in euros
 * recorded when the checkout was made (a later price change never changes what was sold). Answers
 * the first thing that differs, or null when it matches.
 */
export function checkoutMismatch(
  paid: PaidCheckout,
  recorded: { uid: string; plan: string; amount_cents: number } | null,
  profilePlan: string | null | undefined,
): PaymentMismatch | null {
  if (!recorded) return 'unknown_session';
  if (!paid.uid || paid.uid !== recorded.uid) return 'uid_mismatch';
  const plan = normalizeStatus(recorded.plan);
  if (plan !== normalizeStatus(profilePlan)) return 'plan_mismatch';
  const price = recorded.amount_cents;
  // A free plan is never paid by card: any charge for one is not ours.
  if (price === 0 || paid.amountTotal !== price) return 'amount_mismatch';
  if (normalizeStatus(paid.currency) !== 'eur') return 'currency_mismatch';
  return null;
}

/** Seconds an open checkout must still have left to be offered again rather than replaced. */
export const RESUME_MARGIN_SECONDS = 120;

/** Whether an open checkout can still be finished on Stripe's page. */
export function isResumableCheckout(
  payment: { status: string; url?: string | null; expires_at?: Date | null },
  now: Date,
): boolean {
  return (
    payment.status === 'open' &&
    Boolean(payment.url) &&
    payment.expires_at instanceof Date &&
    payment.expires_at.getTime() - now.getTime() > RESUME_MARGIN_SECONDS * 1000
  );
}
