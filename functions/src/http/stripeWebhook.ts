import { isArchived, type Payment, type Profile } from '@curso/common';
import { FieldValue, type Transaction, type UpdateData } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/https';
import { logger } from '../lib/logging';
import { STRIPE_WEBHOOK_SECRET } from '../lib/params';
import { db } from '../services/firebase';
import { auditWrite } from '../services/repositories/auditLogs';
import { paymentRef } from '../services/repositories/payments';
import { profileRef } from '../services/repositories/profiles';
import { stripeEventRef } from '../services/repositories/stripeEvents';
import { verifiedWebhookEvent, type Stripe } from '../services/stripe';

type Outcome = 'replay' | 'completed' | 'ignored';

/** The paid checkout's attendee, or `null` when the event is not a completed card payment. */
function paidCheckout(
  event: Stripe.Event,
): { session: Stripe.Checkout.Session; uid: string } | null {
  if (event.type !== 'checkout.session.completed') return null;
  const session = event.data.object;
  const uid = session.metadata?.uid;
  return session.payment_status === 'paid' && uid ? { session, uid } : null;
}

/**
 * Marks the attendee's payment completed and grants access, with its audit entry, inside the
 * caller's transaction. An archived account stays without access even when a late payment lands.
 */
async function completeCheckout(
  tx: Transaction,
  session: Stripe.Checkout.Session,
  uid: string,
): Promise<Outcome> {
  const profileDoc = profileRef(uid);
  const payDoc = paymentRef(session.id);
  // A transaction reads everything before it writes.
  const [profileSnap, paymentSnap] = await Promise.all([tx.get(profileDoc), tx.get(payDoc)]);
  if (paymentSnap.exists) {
    const paid: UpdateData<Payment> = {
      status: 'completed',
      completed_at: FieldValue.serverTimestamp(),
    };
    tx.update(payDoc, paid);
  }
  const profile = profileSnap.data();
  if (!profile) {
    logger.error('Paid checkout for an unknown profile', { uid, session: session.id });
    return 'ignored';
  }
  const changes: Partial<Profile> = { payment_status: 'completed' };
  if (!isArchived(profile)) {
    changes.access_status = 'aprobado';
  }
  if (typeof session.customer === 'string') changes.stripe_customer_id = session.customer;
  const update: UpdateData<Profile> = { ...changes, updated_at: FieldValue.serverTimestamp() };
  tx.update(profileDoc, update);
  const audit = auditWrite({
    action: 'payment_completed',
    user_id: 'system',
    table_name: 'profiles',
    record_id: uid,
    old_values: Object.fromEntries(
      Object.keys(changes).map((key) => [key, profile[key as keyof Profile] ?? null]),
    ),
    new_values: { ...changes, checkout_session_id: session.id },
  });
  tx.set(audit.ref, audit.data);
  return 'completed';
}

/**
 * Applies one verified event in a single transaction: the event id is recorded with the changes,
 * so a replayed delivery finds it and changes nothing. Other event types are recorded and ignored.
 */
function applyEvent(event: Stripe.Event): Promise<Outcome> {
  return db().runTransaction(async (tx) => {
    const eventRef = stripeEventRef(event.id);
    if ((await tx.get(eventRef)).exists) return 'replay';
    const paid = paidCheckout(event);
    const outcome = paid ? await completeCheckout(tx, paid.session, paid.uid) : 'ignored';
    tx.set(eventRef, {
      id: event.id,
      type: event.type,
      processed_at: FieldValue.serverTimestamp(),
    });
    return outcome;
  });
}

/**
 * Stripe's webhook: checks the signature on the raw body, then marks a paid checkout as completed
 * and grants access. Deliveries are idempotent by event id.
 */
export const stripeWebhook = onRequest({ secrets: [STRIPE_WEBHOOK_SECRET] }, async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  let event: Stripe.Event;
  try {
    event = verifiedWebhookEvent(req.rawBody, req.header('stripe-signature'));
  } catch (error) {
    logger.warn('Stripe webhook refused: bad signature', { error: String(error) });
    res.status(400).send('Invalid signature');
    return;
  }
  try {
    const outcome = await applyEvent(event);
    logger.info('Stripe event handled', { event: event.id, type: event.type, outcome });
    res.status(200).json({ received: true });
  } catch (error) {
    // A 500 makes Stripe retry later; the transaction left nothing half done.
    logger.error('Stripe webhook failed', { event: event.id, error: String(error) });
    res.status(500).json({ received: false });
  }
});
