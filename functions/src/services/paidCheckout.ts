import {
  changesOnPaymentCompleted,
  type AuditAction,
  type Payment,
  type Profile,
} from '@curso/common';
import { FieldValue, type Transaction, type UpdateData } from 'firebase-admin/firestore';
import { logger } from '../lib/logging';
import { auditWrite } from './repositories/auditLogs';
import { paymentRef } from './repositories/payments';
import { profileRef } from './repositories/profiles';
import type { Stripe } from './stripe';

/** The attendee a Checkout Session was paid for, or null when it is not a paid card payment. */
export function paidCheckoutUid(session: Stripe.Checkout.Session): string | null {
  const uid = session.metadata?.uid;
  return session.payment_status === 'paid' && uid ? uid : null;
}

/**
 * Marks the attendee's payment completed and grants access (unless archived), with its audit
 * entry, inside the caller's transaction: what the webhook does, and what the reconciliation does
 * for a payment whose webhook never arrived. Answers whether the profile changed.
 */
export async function completeCheckout(
  tx: Transaction,
  session: Stripe.Checkout.Session,
  uid: string,
  audit: { action: AuditAction; actor: string },
): Promise<'completed' | 'unchanged' | 'ignored'> {
  const profileDoc = profileRef(uid);
  const payDoc = paymentRef(session.id);
  // A transaction reads everything before it writes.
  const [profileSnap, paymentSnap] = await Promise.all([tx.get(profileDoc), tx.get(payDoc)]);
  const profile = profileSnap.data();
  if (!profile) {
    logger.error('Paid checkout for an unknown profile', { uid, session: session.id });
    return 'ignored';
  }
  const changes: Partial<Profile> = { ...changesOnPaymentCompleted(profile) };
  if (typeof session.customer === 'string') changes.stripe_customer_id = session.customer;
  const changed = Object.entries(changes).some(
    ([key, value]) => profile[key as keyof Profile] !== value,
  );
  const payment = paymentSnap.data();
  if (payment && payment.status !== 'completed') {
    const paid: UpdateData<Payment> = {
      status: 'completed',
      completed_at: FieldValue.serverTimestamp(),
    };
    tx.update(payDoc, paid);
  }
  if (!changed) return 'unchanged';
  const update: UpdateData<Profile> = { ...changes, updated_at: FieldValue.serverTimestamp() };
  tx.update(profileDoc, update);
  const entry = auditWrite({
    action: audit.action,
    user_id: audit.actor,
    table_name: 'profiles',
    record_id: uid,
    old_values: Object.fromEntries(
      Object.keys(changes).map((key) => [key, profile[key as keyof Profile] ?? null]),
    ),
    new_values: { ...changes, checkout_session_id: session.id },
  });
  tx.set(entry.ref, entry.data);
  return 'completed';
}
