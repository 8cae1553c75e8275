import {
  changesOnPaymentCompleted,
  checkoutMismatch,
  normalizeStatus,
  type AuditAction,
  type Payment,
  type PaymentMismatch,
  type Profile,
} from '@curso/common';
import { FieldValue, type Transaction, type UpdateData } from 'firebase-admin/firestore';
import { logger } from '../lib/logging';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { paymentRef, paymentsRef } from '../repositories/payments';
import { profileRef } from '../repositories/profiles';
import type { Stripe } from '../adapters/stripe';
import { releaseSeat } from './seats';

/** The attendee a Checkout Session was paid for, or null when it is not a paid card payment. */
export function paidCheckoutUid(session: Stripe.Checkout.Session): string | null {
  const uid = session.metadata?.uid;
  return session.payment_status === 'paid' && uid ? uid : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A paid checkout that is not the payment the course asked for: kept on its payment document (made
 * if `createPayment` never wrote one) for administrators to see, audited once, granting nothing.
 */
function recordMismatch(
  tx: Transaction,
  session: Stripe.Checkout.Session,
  uid: string,
  payment: Payment | undefined,
  reason: PaymentMismatch,
): 'mismatch' {
  logger.warn('Paid checkout does not match the payment asked for', {
    uid,
    session: session.id,
    reason,
  });
  const seen = {
    status: 'mismatch' as const,
    mismatch_reason: reason,
    received_amount_cents: session.amount_total ?? null,
    received_currency: session.currency ?? null,
    payment_intent: idOf(session.payment_intent),
  };
  if (payment) tx.update(paymentRef(session.id), seen);
  else {
    tx.set(paymentRef(session.id), {
      id: session.id,
      uid,
      email: session.customer_details?.email ?? session.customer_email ?? '',
      plan: (session.metadata?.plan ?? '') as Payment['plan'],
      amount_cents: 0,
      vat_cents: 0,
      currency: 'eur',
      created_at: FieldValue.serverTimestamp(),
      completed_at: null,
      ...seen,
    });
  }
  const entry: AuditEntry = {
    action: 'payment_mismatch',
    user_id: 'system',
    table_name: 'payments',
    record_id: session.id,
    old_values: payment ? { status: payment.status } : null,
    new_values: { ...seen, uid },
  };
  withAudit(tx, entry);
  return 'mismatch';
}

/**
 * Marks the attendee's payment completed and grants access (unless archived), with its audit
 * entry, inside the caller's transaction: what the webhook does, and what the reconciliation does
 * for a payment whose webhook never arrived. Only the checkout `createPayment` recorded for this
 * attendee and plan, at the price it recorded (`amount_cents`) in euros, grants anything; any other
 * is recorded as a mismatch. Answers what happened.
 */
export async function completeCheckout(
  tx: Transaction,
  session: Stripe.Checkout.Session,
  uid: string,
  audit: { action: AuditAction; actor: string },
): Promise<'completed' | 'unchanged' | 'ignored' | 'mismatch'> {
  const profileDoc = profileRef(uid);
  const payDoc = paymentRef(session.id);
  // A transaction reads everything before it writes.
  const [profileSnap, paymentSnap] = await Promise.all([tx.get(profileDoc), tx.get(payDoc)]);
  const profile = profileSnap.data();
  const payment = paymentSnap.data();
  // Once refused, a checkout stays refused: another delivery or a reconciliation changes nothing.
  if (payment?.status === 'mismatch') return 'mismatch';
  const mismatch = checkoutMismatch(
    { uid, amountTotal: session.amount_total, currency: session.currency },
    payment ?? null,
    profile?.plan_name,
  );
  if (mismatch) return recordMismatch(tx, session, uid, payment, mismatch);
  if (!profile) {
    logger.error('Paid checkout for an unknown profile', { uid, session: session.id });
    return 'ignored';
  }
  const changes: Partial<Profile> = { ...changesOnPaymentCompleted(profile) };
  if (typeof session.customer === 'string') changes.stripe_customer_id = session.customer;
  const changed = Object.entries(changes).some(
    ([key, value]) => profile[key as keyof Profile] !== value,
  );
  if (payment && payment.status !== 'completed') {
    const paid: UpdateData<Payment> = {
      status: 'completed',
      completed_at: FieldValue.serverTimestamp(),
      payment_intent: idOf(session.payment_intent),
    };
    tx.update(payDoc, paid);
  }
  if (!changed) return 'unchanged';
  const update: UpdateData<Profile> = { ...changes, updated_at: FieldValue.serverTimestamp() };
  tx.update(profileDoc, update);
  const entry: AuditEntry = {
    action: audit.action,
    user_id: audit.actor,
    table_name: 'profiles',
    record_id: uid,
    old_values: Object.fromEntries(
      Object.keys(changes).map((key) => [key, profile[key as keyof Profile] ?? null]),
    ),
    new_values: { ...changes, checkout_session_id: session.id },
  };
  withAudit(tx, entry);
  return 'completed';
}

/**
 * Reads, in `tx`, whether an expired checkout gives its attendee's place back: only an unpaid
 * registration on that plan, in that edition, that holds a place and has no other checkout still
 * open (that one may yet be paid). Answers the write step, or `null`.
 */
async function placeOfExpiredCheckout(
  tx: Transaction,
  payment: Payment,
): Promise<(() => void) | null> {
  const ref = profileRef(payment.uid);
  const [profileSnap, payments] = await Promise.all([
    tx.get(ref),
    tx.get(paymentsRef().where('uid', '==', payment.uid)),
  ]);
  const profile = profileSnap.data();
  if (!profile?.seat || normalizeStatus(profile.payment_status) === 'completed') return null;
  const edition = payment.edition_id ?? profile.edition_id;
  if (
    edition !== profile.edition_id ||
    normalizeStatus(profile.plan_name) !== normalizeStatus(payment.plan)
  ) {
    return null;
  }
  const stillOpen = payments.docs.some((doc) => {
    const other = doc.data();
    return doc.id !== payment.id && other.status === 'open' && other.edition_id === edition;
  });
  if (stillOpen) return null;
  return () => {
    releaseSeat(tx, profile);
    tx.update(ref, { seat: null, updated_at: FieldValue.serverTimestamp() });
  };
}

/**
 * Stripe expired an open checkout: its payment becomes expired, so the attendee's next "Completar
 * pago" opens a new one, and the place their registration held on a plan with a capacity is given
 * back, to be taken again by that next checkout (`seatForCheckout`) if any is left.
 */
export async function expireCheckout(
  tx: Transaction,
  session: Stripe.Checkout.Session,
): Promise<'expired' | 'ignored'> {
  const payment = (await tx.get(paymentRef(session.id))).data();
  if (!payment || payment.status !== 'open') return 'ignored';
  const releasePlace = await placeOfExpiredCheckout(tx, payment);
  tx.update(paymentRef(session.id), { status: 'expired' });
  releasePlace?.();
  const entry: AuditEntry = {
    action: 'payment_expired',
    user_id: 'system',
    table_name: 'payments',
    record_id: session.id,
    old_values: { status: 'open' },
    new_values: {
      status: 'expired',
      uid: payment.uid,
      ...(releasePlace && { seat_released: true }),
    },
  };
  withAudit(tx, entry);
  return 'expired';
}

/**
 * A refund on a course payment: recorded on the payment and in the audit log for administrators.
 * Access is not withdrawn here; an administrator decides.
 */
export async function recordRefund(
  tx: Transaction,
  charge: Stripe.Charge,
): Promise<'refunded' | 'ignored'> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return 'ignored';
  const [found] = (await tx.get(paymentsRef().where('payment_intent', '==', intent).limit(1))).docs;
  const payment = found?.data();
  if (!payment || (payment.refunded_cents ?? 0) >= charge.amount_refunded) return 'ignored';
  tx.update(found.ref, {
    refunded_cents: charge.amount_refunded,
    refunded_at: FieldValue.serverTimestamp(),
  });
  const entry: AuditEntry = {
    action: 'payment_refunded',
    user_id: 'system',
    table_name: 'payments',
    record_id: payment.id,
    old_values: { refunded_cents: payment.refunded_cents ?? 0 },
    new_values: { refunded_cents: charge.amount_refunded, uid: payment.uid, charge: charge.id },
  };
  withAudit(tx, entry);
  return 'refunded';
}
