import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/https';
import { logger } from '../lib/logging';
import { STRIPE_WEBHOOK_SECRET } from '../lib/params';
import { db } from '../adapters/firebase';
import {
  completeCheckout,
  expireCheckout,
  paidCheckoutUid,
  recordRefund,
} from '../useCases/paidCheckout';
import { stripeEventRef } from '../repositories/stripeEvents';
import { verifiedWebhookEvent, type Stripe } from '../adapters/stripe';

type Outcome =
  'replay' | 'completed' | 'unchanged' | 'mismatch' | 'expired' | 'refunded' | 'ignored';

/** What one event does, inside the transaction that records it. */
function outcomeOf(tx: Transaction, event: Stripe.Event): Promise<Outcome> | Outcome {
  switch (event.type) {
    case 'checkout.session.completed': {
      const uid = paidCheckoutUid(event.data.object);
      return uid
        ? completeCheckout(tx, event.data.object, uid, {
            action: 'payment_completed',
            actor: 'system',
          })
        : 'ignored';
    }
    case 'checkout.session.expired':
      return expireCheckout(tx, event.data.object);
    case 'charge.refunded':
      return recordRefund(tx, event.data.object);
    default:
      return 'ignored';
  }
}

/**
 * Applies one verified event in a single transaction: the event id is recorded with the changes,
 * so a replayed delivery finds it and changes nothing. Other event types are recorded and ignored.
 */
function applyEvent(event: Stripe.Event): Promise<Outcome> {
  return db().runTransaction(async (tx) => {
    const eventRef = stripeEventRef(event.id);
    if ((await tx.get(eventRef)).exists) return 'replay';
    const outcome = await outcomeOf(tx, event);
    tx.set(eventRef, {
      id: event.id,
      type: event.type,
      processed_at: FieldValue.serverTimestamp(),
    });
    return outcome;
  });
}

/**
 * Stripe's webhook: checks the signature on the raw body, then grants access for a paid checkout
 * that is the payment asked for, expires an abandoned one, and records refunds. Deliveries are
 * idempotent by event id.
 */
export const stripeWebhook = onRequest({ secrets: [STRIPE_WEBHOOK_SECRET] }, async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).send('Method Not Allowed');
    return;
  }
  let event: Stripe.Event;
  try {
    event = await verifiedWebhookEvent(req.rawBody, req.header('stripe-signature'));
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
