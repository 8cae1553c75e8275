import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeFake, type SentEvent, type StripeFake } from '../src';

const SECRET = 'whsec_test_fake';

describe('Stripe fake', () => {
  let fake: StripeFake;
  let webhook: Server;
  const received: { body: string; event: Stripe.Event }[] = [];
  /** While set, the webhook answers 503, as an endpoint that is down. */
  let down = false;

  beforeAll(async () => {
    webhook = createServer((req, res) => {
      if (down) {
        res.writeHead(503);
        res.end();
        return;
      }
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const event = Stripe.webhooks.constructEvent(
          body,
          String(req.headers['stripe-signature']),
          SECRET,
        );
        received.push({ body, event });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const port = (webhook.address() as AddressInfo).port;
    fake = await startStripeFake({
      port: 0,
      webhookUrl: `http://127.0.0.1:${port}/hook`,
      webhookSecret: SECRET,
    });
  });

  afterAll(async () => {
    await fake.stop();
    await new Promise((resolve) => webhook.close(resolve));
  });

  function client(): Stripe {
    const url = new URL(fake.url);
    return new Stripe('sk_test_fake', { host: url.hostname, port: url.port, protocol: 'http' });
  }

  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: 21200, product_data: { name: 'Online' } },
      },
    ],
    customer_email: 'ana@example.com',
    client_reference_id: 'uid-1',
    metadata: { uid: 'uid-1', plan: 'online' },
    success_url: 'http://localhost:5173/success?session_id={CHECKOUT_SESSION_ID}&plan=online',
    cancel_url: 'http://localhost:5173/',
  };

  it('creates and retrieves a checkout session through the real Stripe client', async () => {
    const session = await client().checkout.sessions.create(params);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.amount_total).toBe(21200);
    expect(session.currency).toBe('eur');
    expect(session.payment_status).toBe('unpaid');
    expect(session.metadata).toEqual({ uid: 'uid-1', plan: 'online' });
    expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);
    const again = await client().checkout.sessions.retrieve(session.id);
    expect(again.customer_email).toBe('ana@example.com');
  });

  it('answers the same session for a repeated idempotency key', async () => {
    const first = await client().checkout.sessions.create(params, { idempotencyKey: 'k-1' });
    const second = await client().checkout.sessions.create(params, { idempotencyKey: 'k-1' });
    const third = await client().checkout.sessions.create(params, { idempotencyKey: 'k-2' });
    expect(second.id).toBe(first.id);
    expect(third.id).not.toBe(first.id);
  });

  it('pays for the Customer a session names, and makes one only when asked', async () => {
    const stripe = client();
    const customer = await stripe.customers.create(
      { email: 'ana@example.com', name: 'Ana García', metadata: { uid: 'uid-1' } },
      { idempotencyKey: 'customer-uid-1' },
    );
    expect(customer.id).toMatch(/^cus_test_/);
    const replayed = await stripe.customers.create(
      { email: 'ana@example.com' },
      { idempotencyKey: 'customer-uid-1' },
    );
    expect(replayed.id).toBe(customer.id);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      email: 'ana@example.com',
      metadata: { uid: 'uid-1' },
    });

    const { customer_email: _email, ...withoutEmail } = params;
    const named = await stripe.checkout.sessions.create({ ...withoutEmail, customer: customer.id });
    const asked = await stripe.checkout.sessions.create({ ...params, customer_creation: 'always' });
    const paid = async (id: string) => {
      await fetch(`${fake.url}/__fake/sessions/${id}/pay`, { method: 'POST' });
      return stripe.checkout.sessions.retrieve(id);
    };
    expect((await paid(named.id)).customer).toBe(customer.id);
    const made = (await paid(asked.id)).customer as string;
    expect(made).toMatch(/^cus_test_/);
    expect(made).not.toBe(customer.id);

    await expect(
      stripe.checkout.sessions.create({ ...params, customer: customer.id }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'You may only specify one of these parameters: customer, customer_email.',
    });
    await expect(
      stripe.checkout.sessions.create({ ...withoutEmail, customer: 'cus_test_nadie' }),
    ).rejects.toMatchObject({ statusCode: 400, message: "No such customer: 'cus_test_nadie'" });
  });

  it('serves a Spanish checkout page whose button pays, signs the webhook and redirects', async () => {
    const session = await client().checkout.sessions.create(params);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Pagar');
    expect(page).toMatch(/212,00\s€/);

    const response = await fetch(session.url!, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:5173/success?session_id=${session.id}&plan=online`,
    );
    const delivered = received.at(-1)!.event;
    expect(delivered.type).toBe('checkout.session.completed');
    const paid = delivered.data.object as Stripe.Checkout.Session;
    expect(paid.id).toBe(session.id);
    expect(paid.payment_status).toBe('paid');
    // Payment mode makes no Customer unless the session names one or asks for one.
    expect(paid.customer).toBeNull();

    const events = (await (await fetch(`${fake.url}/__fake/events`)).json()) as SentEvent[];
    expect(events.at(-1)?.response).toMatchObject({ status: 200 });
  });

  it('retries, when asked, the deliveries the webhook did not accept, and only those', async () => {
    const session = await client().checkout.sessions.create(params);
    down = true;
    await fetch(`${fake.url}/__fake/sessions/${session.id}/pay`, { method: 'POST' });
    down = false;
    const failed = (await (await fetch(`${fake.url}/__fake/events`)).json()) as SentEvent[];
    expect(failed.at(-1)?.response).toMatchObject({ status: 503 });
    const before = received.length;

    const retry = () => fetch(`${fake.url}/__fake/events/retry`, { method: 'POST' });
    expect(await (await retry()).json()).toEqual({ retried: 1, delivered: 1 });
    expect(received.slice(before).map((r) => r.event.id)).toEqual([failed.at(-1)!.event.id]);
    expect(await (await retry()).json()).toEqual({ retried: 0, delivered: 0 });
  });

  it('expires an open session with checkout.session.expired, signed', async () => {
    const session = await client().checkout.sessions.create(params);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    const answer = await fetch(`${fake.url}/__fake/sessions/${session.id}/expire`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
    const delivered = received.at(-1)!.event;
    expect(delivered.type).toBe('checkout.session.expired');
    expect((delivered.data.object as Stripe.Checkout.Session).status).toBe('expired');
    expect((await client().checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const again = await fetch(`${fake.url}/__fake/sessions/${session.id}/expire`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
  });

  it('refunds a paid session’s charge, in parts, with charge.refunded', async () => {
    const session = await client().checkout.sessions.create(params);
    expect(
      (await fetch(`${fake.url}/__fake/sessions/${session.id}/refund`, { method: 'POST' })).status,
    ).toBe(409);
    await fake.pay(session.id);
    const intent = fake.sessions().find((s) => s.id === session.id)!.payment_intent;
    await fetch(`${fake.url}/__fake/sessions/${session.id}/refund?amount=5000`, { method: 'POST' });
    const partial = received.at(-1)!.event;
    expect(partial.type).toBe('charge.refunded');
    expect(partial.data.object).toMatchObject({
      object: 'charge',
      amount: 21200,
      amount_refunded: 5000,
      refunded: false,
      payment_intent: intent,
    });
    await fetch(`${fake.url}/__fake/sessions/${session.id}/refund`, { method: 'POST' });
    expect(received.at(-1)!.event.data.object).toMatchObject({
      amount_refunded: 21200,
      refunded: true,
    });
  });

  it('refuses API calls without a key', async () => {
    const response = await fetch(`${fake.url}/v1/checkout/sessions`, { method: 'POST' });
    expect(response.status).toBe(401);
  });
});
