import type Stripe from 'stripe';
import { STRIPE_API_BASE_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../lib/params';

/**
 * The Stripe library, loaded by the first call that needs it: every function shares one bundle,
 * and a cold start of those that never pay (the sign-in among them) should not load it.
 */
const library = async () => (await import('stripe')).default;

let client: Promise<Stripe> | undefined;

/** The Stripe client, created on first use with the configured base URL (the fake, locally). */
function stripe(): Promise<Stripe> {
  client ??= library().then((StripeClient) => {
    const base = new URL(STRIPE_API_BASE_URL.value());
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    return new StripeClient(STRIPE_SECRET_KEY.value(), {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
    });
  });
  return client;
}

/** Creates a Checkout Session; the idempotency key makes a repeated click return the same one. */
export async function createCheckoutSession(
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session> {
  return (await stripe()).checkout.sessions.create(params, { idempotencyKey });
}

/**
 * The attendee's Stripe Customer, made once: Checkout in payment mode makes none on its own, so
 * without one the payments carry no customer. The idempotency key returns the same Customer to a
 * retried request.
 */
export async function createCustomer(person: {
  uid: string;
  email: string;
  name: string;
}): Promise<Stripe.Customer> {
  return (await stripe()).customers.create(
    { email: person.email, name: person.name, metadata: { uid: person.uid } },
    { idempotencyKey: `customer-${person.uid}` },
  );
}

/**
 * Every Checkout Session of the account, newest first, 100 a request: the library follows
 * `has_more` and `starting_after` page after page.
 */
export async function* allCheckoutSessions(): AsyncIterable<Stripe.Checkout.Session> {
  yield* (await stripe()).checkout.sessions.list({ limit: 100 });
}

/** Parses a webhook body after checking its signature; throws on a bad or missing one. */
export async function verifiedWebhookEvent(
  rawBody: Buffer,
  signature: string | undefined,
): Promise<Stripe.Event> {
  const StripeClient = await library();
  return StripeClient.webhooks.constructEvent(
    rawBody,
    signature ?? '',
    STRIPE_WEBHOOK_SECRET.value(),
  );
}

export type { Stripe };
