import type { PlanKey } from '../catalog/plans';
import type { PaymentMismatch } from '../domain/paymentVerification';

/** `payments/{checkoutSessionId}`: one card checkout started by an attendee. */
export interface Payment {
  id: string;
  uid: string;
  email: string;
  plan: PlanKey;
  /** The edition the payment is for; records made before editions were data have none. */
  edition_id?: string;
  amount_cents: number;
  vat_cents: number;
  currency: 'eur';
  /** `mismatch`: a paid checkout that did not match what `createPayment` asked for; it granted nothing. */
  status: 'open' | 'completed' | 'expired' | 'mismatch';
  created_at: Date;
  completed_at: Date | null;
  /** Stripe's hosted page, so the attendee can resume an open checkout instead of opening another. */
  url?: string | null;
  /** The site the checkout returns to: it is resumed only from that site. */
  return_base?: string | null;
  /** When Stripe expires the open checkout. */
  expires_at?: Date | null;
  /** The PaymentIntent of the paid checkout, which Stripe's refunds name. */
  payment_intent?: string | null;
  /** Why a paid checkout was not accepted, with what Stripe reported. */
  mismatch_reason?: PaymentMismatch | null;
  received_amount_cents?: number | null;
  received_currency?: string | null;
  /** Refunded so far, in cents; access is unchanged until an administrator decides. */
  refunded_cents?: number;
  refunded_at?: Date | null;
}
