import {
  fullName,
  isFreePlan,
  isResumableCheckout,
  isSponsoredPlan,
  normalizeStatus,
  planOf,
  priceBreakdown,
  type CreatePaymentResponse,
} from '@curso/common';
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import { returnBaseUrl } from '../lib/origins';
import { STRIPE_SECRET_KEY, WEB_ORIGINS } from '../lib/params';
import { db } from '../adapters/firebase';
import { createCheckoutSession, createCustomer } from '../adapters/stripe';
import { paymentRef, paymentsRef } from '../repositories/payments';
import { profileRef } from '../repositories/profiles';
import { seatForCheckout } from '../useCases/seats';

/** Where a free registration goes: it waits for the societies' approval. */
const FREE_PLAN_URL = '/pending-confirmation';

/** Repeated clicks within this window reuse one Checkout Session instead of opening another. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

/** The same attendee, edition, plan, price and site within the window is the same checkout. */
function idempotencyKey(
  uid: string,
  sale: string,
  base: string,
  now: number,
  expired: number,
): string {
  const bucket = Math.floor(now / IDEMPOTENCY_WINDOW_MS);
  return createHash('sha256').update(`${uid}|${sale}|${base}|${bucket}|${expired}`).digest('hex');
}

/**
 * Starts the card payment of the signed-in attendee's own plan: a Stripe Checkout Session for paid
 * plans (the one still open, when there is one), or the pending page for free ones. Who pays comes
 * from the ID token, never the request.
 */
export const createPayment = callable(
  'createPayment',
  { access: 'signedIn', secrets: [STRIPE_SECRET_KEY], edition: true },
  async ({ plan }, { uid, request, edition }): Promise<CreatePaymentResponse> => {
    const profile = (await profileRef(uid).get()).data();
    if (!profile) throw new Refusal('profile-not-found');
    if (isSponsoredPlan(edition, profile.plan_name)) throw new Refusal('plan-not-payable');
    if (normalizeStatus(profile.plan_name) !== plan) throw new Refusal('plan-mismatch');
    if (normalizeStatus(profile.payment_status) === 'completed') throw new Refusal('already-paid');
    const sold = planOf(edition, plan);
    if (!sold) throw new Refusal('plan-mismatch');
    if (isFreePlan(sold)) return { free: true, url: FREE_PLAN_URL };
    // A place given back when Stripe expired the last checkout is taken again before any other
    // is offered, refused `plan-full` when none is left.
    if (!profile.seat) await seatForCheckout(uid, edition, sold.key);

    const base = returnBaseUrl(request.rawRequest.headers.origin, WEB_ORIGINS.value());
    // "Completar pago": the checkout already open for this plan and site is offered again while
    // Stripe still takes it.
    const earlier = (await paymentsRef().where('uid', '==', uid).get()).docs.map((d) => d.data());
    const resumable = earlier.find(
      (payment) =>
        payment.plan === plan &&
        payment.edition_id === edition.id &&
        payment.return_base === base &&
        isResumableCheckout(payment, new Date()),
    );
    if (resumable?.url) return { free: false, url: resumable.url };
    // Stripe answers a repeated idempotency key with the same session even once it expired.
    const expired = earlier.filter((payment) => payment.status === 'expired').length;

    const email = request.auth?.token.email ?? profile.email;
    // The price on sale now is the price of this registration: a later change does not touch it.
    const price = priceBreakdown(sold);
    let customer = profile.stripe_customer_id;
    let session;
    try {
      customer ??= (
        await createCustomer({
          uid,
          email,
          name: fullName(profile.first_name, profile.last_name),
        })
      ).id;
      session = await createCheckoutSession(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: price.totalCents,
                product_data: { name: `${edition.short_title} · ${sold.name}` },
              },
            },
          ],
          // The attendee's one Customer (its email is the attendee's): Stripe takes either this or
          // customer_email, never both.
          customer,
          client_reference_id: uid,
          metadata: { uid, plan, edition: edition.id },
          success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}&plan=${plan}`,
          cancel_url: `${base}/`,
        },
        idempotencyKey(uid, `${edition.id}|${plan}|${price.totalCents}`, base, Date.now(), expired),
      );
    } catch (error) {
      logger.error('Stripe Checkout Session creation failed', { uid, error: String(error) });
      throw new Refusal('payment-unavailable', 'unavailable');
    }
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    const batch = db().batch();
    if (profile.stripe_customer_id !== customer) {
      batch.update(profileRef(uid), {
        stripe_customer_id: customer,
        updated_at: FieldValue.serverTimestamp(),
      });
    }
    batch.set(paymentRef(session.id), {
      id: session.id,
      uid,
      email,
      plan,
      edition_id: edition.id,
      amount_cents: price.totalCents,
      vat_cents: price.vatCents,
      currency: 'eur',
      status: 'open',
      created_at: FieldValue.serverTimestamp(),
      completed_at: null,
      url: session.url,
      return_base: base,
      expires_at: new Date(session.expires_at * 1000),
    });
    await batch.commit();
    logger.info('Checkout Session created', { uid, plan, session: session.id });
    return { free: false, url: session.url };
  },
);
