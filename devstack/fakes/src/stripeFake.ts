import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { decodeStripeForm, type FormValue } from './formEncoding';
import {
  escapeHtml,
  listen,
  router,
  sendHtml,
  sendJson,
  type Route,
  type RunningFake,
} from './http';

export interface StripeFakeOptions {
  /** Default 0: a free port (the local stack passes its own, from scripts/stackAddresses.cjs). */
  port?: number;
  host?: string;
  /** Where `checkout.session.completed` events are POSTed. */
  webhookUrl: string;
  /** The `whsec_…` secret the webhook checks signatures with. */
  webhookSecret: string;
}

/** The subset of a Checkout Session the app reads. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer: string | null;
  /** Payment mode's default, `if_required`, makes no Customer: `customer` stays null. */
  customer_creation: 'always' | 'if_required' | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  line_items: { name: string; unit_amount: number; quantity: number; currency: string }[];
  success_url: string;
  cancel_url: string | null;
  url: string;
  payment_intent: string | null;
  created: number;
  /** Unix seconds; Stripe's default is 24 hours after creation. */
  expires_at: number;
  livemode: false;
}

/** The subset of a Customer the app creates and reads. */
export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** The subset of a Charge a `charge.refunded` event carries that the app reads. */
export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  livemode: false;
}

/** An event the fake sent and what the webhook answered. */
export interface SentEvent {
  event: { id: string; type: string; data: { object: FakeCheckoutSession | FakeCharge } };
  response: { status: number; body: string } | { error: string };
}

export interface StripeFake extends RunningFake {
  /** Marks a session paid and delivers its signed webhook, as the checkout page's button does. */
  pay(sessionId: string): Promise<SentEvent>;
  /** Expires an open session and delivers `checkout.session.expired`. */
  expire(sessionId: string): Promise<SentEvent>;
  /** Refunds a paid session's charge (all of it unless `amount`) and delivers `charge.refunded`. */
  refund(sessionId: string, amount?: number): Promise<SentEvent>;
  sessions(): FakeCheckoutSession[];
  customers(): FakeCustomer[];
  events(): SentEvent[];
}

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function stripeError(res: ServerResponse, status: number, message: string, type: string): void {
  sendJson(res, status, { error: { type, message } });
}

function asRecord(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function asString(value: FormValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function lineItemsOf(form: Record<string, FormValue>): FakeCheckoutSession['line_items'] {
  const items = Array.isArray(form.line_items) ? form.line_items : [];
  return items.map((raw) => {
    const item = asRecord(raw);
    const price = asRecord(item.price_data);
    return {
      name: asString(asRecord(price.product_data).name) ?? '',
      unit_amount: Number(asString(price.unit_amount) ?? 0),
      quantity: Number(asString(item.quantity) ?? 1),
      currency: asString(price.currency) ?? 'eur',
    };
  });
}

/** A new, unpaid session from the form-encoded create request (id and url set by the caller). */
function checkoutSessionOf(
  form: Record<string, FormValue>,
): Omit<FakeCheckoutSession, 'id' | 'url'> {
  const lineItems = lineItemsOf(form);
  return {
    object: 'checkout.session',
    mode: asString(form.mode) ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
    currency: lineItems[0]?.currency ?? 'eur',
    customer: asString(form.customer),
    customer_creation:
      asString(form.customer_creation) === 'always'
        ? 'always'
        : asString(form.mode) === 'payment' || !form.mode
          ? 'if_required'
          : null,
    customer_email: asString(form.customer_email),
    client_reference_id: asString(form.client_reference_id),
    metadata: Object.fromEntries(
      Object.entries(asRecord(form.metadata)).map(([k, v]) => [k, asString(v) ?? '']),
    ),
    line_items: lineItems,
    success_url: asString(form.success_url) ?? '',
    cancel_url: asString(form.cancel_url),
    payment_intent: null,
    created: Math.floor(Date.now() / 1000),
    expires_at: Number(asString(form.expires_at)) || Math.floor(Date.now() / 1000) + 24 * 3600,
    livemode: false,
  };
}

const delivered = ({ response }: SentEvent) =>
  'status' in response && response.status >= 200 && response.status < 300;

/** POSTs an event to the webhook, signed with the real `stripe` helper, and keeps the answer. */
async function deliver(
  event: SentEvent['event'],
  { webhookUrl, webhookSecret }: Pick<StripeFakeOptions, 'webhookUrl' | 'webhookSecret'>,
): Promise<SentEvent> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  try {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    return { event, response: { status: response.status, body: await response.text() } };
  } catch (error) {
    return { event, response: { error: String(error) } };
  }
}

/**
 * One page of Stripe's list answer: newest first, `limit` 1–100 (default 10), after the
 * `starting_after` cursor, optionally only one `status`.
 */
function listPage(all: FakeCheckoutSession[], query: URLSearchParams) {
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 10) || 10));
  const status = query.get('status');
  // Insertion order breaks ties between sessions created in the same second.
  const newestFirst = all
    .map((session, index) => ({ session, index }))
    .sort((a, b) => b.session.created - a.session.created || b.index - a.index)
    .map(({ session }) => session)
    .filter((session) => !status || session.status === status);
  const after = query.get('starting_after');
  const start = after ? newestFirst.findIndex((session) => session.id === after) + 1 : 0;
  const data = newestFirst.slice(start, start + limit);
  return {
    object: 'list',
    url: '/v1/checkout/sessions',
    has_more: start + limit < newestFirst.length,
    data,
  };
}

/** Stripe answers 401 to an API call without a Bearer key, before anything else. */
function requireApiKey(handle: Route['handle']): Route['handle'] {
  return (context) => {
    if (/^Bearer \S+/.test(context.req.headers.authorization ?? '')) return handle(context);
    stripeError(context.res, 401, 'You did not provide an API key.', 'invalid_request_error');
  };
}

const SESSION_NOT_FOUND_PAGE = '<!doctype html><p>Sesión de pago no encontrada.</p>';

function checkoutPage(session: FakeCheckoutSession): string {
  const amount = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(
    session.amount_total / 100,
  );
  const product = session.line_items.map((item) => item.name).join(', ');
  const paid = session.payment_status === 'paid';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Pago de prueba</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
.amount{font-size:2rem;font-weight:700}button{font-size:1.1rem;padding:.6rem 2rem}</style></head>
<body><h1>Pago de prueba</h1>
<p>Entorno local: no se realiza ningún cargo real.</p>
<p>${escapeHtml(product)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>${escapeHtml(session.customer_email ?? '')}</p>
${
  paid
    ? '<p>Este pago ya se ha completado.</p>'
    : `<form method="post" action="/checkout/${escapeHtml(session.id)}"><button type="submit">Pagar</button></form>`
}
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancelar</a></p>` : ''}
</body></html>`;
}

/**
 * Starts a fake of the Stripe API subset the functions use (Checkout Sessions with idempotency
 * keys), a checkout page, and webhook delivery signed with the real `stripe` helper, so the
 * function's signature check runs exactly as in production.
 */
export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const customers = new Map<string, FakeCustomer>();
  const idempotent = new Map<string, FakeCheckoutSession | FakeCustomer>();

  function createCustomer(form: Record<string, FormValue>): FakeCustomer {
    const customer: FakeCustomer = {
      id: randomId('cus'),
      object: 'customer',
      email: asString(form.email),
      name: asString(form.name),
      metadata: Object.fromEntries(
        Object.entries(asRecord(form.metadata)).map(([k, v]) => [k, asString(v) ?? '']),
      ),
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }
  const sent: SentEvent[] = [];
  let baseUrl = '';

  /** Marks a session paid as Stripe would, without telling anyone (a webhook that was lost). */
  function markPaid(sessionId: string): FakeCheckoutSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    // Stripe makes a Customer at payment only when the session asked for one to be made.
    if (!session.customer && session.customer_creation === 'always') {
      session.customer = createCustomer({ email: session.customer_email ?? '' }).id;
    }
    session.payment_intent ??= randomId('pi');
    return session;
  }

  async function send(type: string, object: FakeCheckoutSession | FakeCharge): Promise<SentEvent> {
    const event = {
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: { ...object } },
    };
    const record = await deliver(event, options);
    sent.push(record);
    return record;
  }

  const pay = (sessionId: string) => send('checkout.session.completed', markPaid(sessionId));

  function expire(sessionId: string): Promise<SentEvent> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Only an open session expires: ${sessionId}`);
    session.status = 'expired';
    return send('checkout.session.expired', session);
  }

  /** Refunds accumulate on the session's one charge, as partial refunds do in Stripe. */
  const refunded = new Map<string, number>();
  function refund(sessionId: string, amount?: number): Promise<SentEvent> {
    const session = sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`Not a paid checkout session: ${sessionId}`);
    const total = Math.min(
      session.amount_total,
      (refunded.get(sessionId) ?? 0) + (amount ?? session.amount_total),
    );
    refunded.set(sessionId, total);
    return send('charge.refunded', {
      id: `ch_${session.payment_intent.slice(3)}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: total,
      currency: session.currency,
      payment_intent: session.payment_intent,
      refunded: total === session.amount_total,
      livemode: false,
    });
  }

  /** Stripe's refusal of a create request it cannot take, or null. */
  function sessionRefusal(form: Record<string, FormValue>): string | null {
    const customer = asString(form.customer);
    if (customer && asString(form.customer_email)) {
      return 'You may only specify one of these parameters: customer, customer_email.';
    }
    if (customer && !customers.has(customer)) return `No such customer: '${customer}'`;
    return null;
  }

  function createSession(form: Record<string, FormValue>): FakeCheckoutSession {
    const id = randomId('cs');
    const session = { ...checkoutSessionOf(form), id, url: `${baseUrl}/checkout/${id}` };
    sessions.set(id, session);
    return session;
  }

  /** The Stripe API: a Bearer key on every call, Stripe's error shape on every refusal. */
  const apiRoutes = (
    [
      {
        method: 'POST',
        path: /^\/v1\/checkout\/sessions$/,
        handle: ({ req, res, body }) => {
          const key = req.headers['idempotency-key'];
          const existing = typeof key === 'string' ? idempotent.get(key) : undefined;
          if (existing) return sendJson(res, 200, existing, { 'Idempotent-Replayed': 'true' });
          const form = decodeStripeForm(body);
          const refusal = sessionRefusal(form);
          if (refusal) return stripeError(res, 400, refusal, 'invalid_request_error');
          const session = createSession(form);
          if (typeof key === 'string') idempotent.set(key, session);
          sendJson(res, 200, session);
        },
      },
      {
        method: 'POST',
        path: /^\/v1\/customers$/,
        handle: ({ req, res, body }) => {
          const key = req.headers['idempotency-key'];
          const existing = typeof key === 'string' ? idempotent.get(key) : undefined;
          if (existing) return sendJson(res, 200, existing, { 'Idempotent-Replayed': 'true' });
          const customer = createCustomer(decodeStripeForm(body));
          if (typeof key === 'string') idempotent.set(key, customer);
          sendJson(res, 200, customer);
        },
      },
      {
        method: 'GET',
        path: /^\/v1\/customers\/([^/]+)$/,
        handle: ({ res, params: [id] }) => {
          const customer = customers.get(id);
          if (customer) sendJson(res, 200, customer);
          else stripeError(res, 404, `No such customer: '${id}'`, 'invalid_request_error');
        },
      },
      {
        method: 'GET',
        path: /^\/v1\/checkout\/sessions$/,
        handle: ({ res, query }) => sendJson(res, 200, listPage([...sessions.values()], query)),
      },
      {
        method: 'GET',
        path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
        handle: ({ res, params: [id] }) => {
          const session = sessions.get(id);
          if (session) sendJson(res, 200, session);
          else stripeError(res, 404, `No such checkout.session: '${id}'`, 'invalid_request_error');
        },
      },
    ] satisfies Route[]
  ).map((route): Route => ({ ...route, handle: requireApiKey(route.handle) }));

  /** The hosted checkout page a payer is sent to, and its "Pagar" button. */
  const checkoutRoutes: Route[] = [
    {
      method: 'GET',
      path: /^\/checkout\/([^/]+)$/,
      handle: ({ res, params: [id] }) => {
        const session = sessions.get(id);
        if (session) sendHtml(res, 200, checkoutPage(session));
        else sendHtml(res, 404, SESSION_NOT_FOUND_PAGE);
      },
    },
    {
      method: 'POST',
      path: /^\/checkout\/([^/]+)$/,
      handle: async ({ res, params: [id] }) => {
        const session = sessions.get(id);
        if (!session) return sendHtml(res, 404, SESSION_NOT_FOUND_PAGE);
        if (session.payment_status !== 'paid') await pay(session.id);
        res.writeHead(303, {
          Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
        });
        res.end();
      },
    },
  ];

  /**
   * For tests: pay without the page (`?webhook=lost` pays and delivers nothing, as when Stripe's
   * webhook never arrives), expire an open session, refund a paid one (`?amount=` cents for a
   * partial refund), and read what the webhook was sent.
   */
  const controlRoutes: Route[] = [
    {
      method: 'POST',
      path: /^\/__fake\/sessions\/([^/]+)\/pay$/,
      handle: async ({ res, params: [id], query }) => {
        if (!sessions.has(id)) return sendJson(res, 404, { error: 'unknown session' });
        if (query.get('webhook') === 'lost') sendJson(res, 200, markPaid(id));
        else sendJson(res, 200, await pay(id));
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/sessions\/([^/]+)\/expire$/,
      handle: async ({ res, params: [id] }) => {
        if (sessions.get(id)?.status !== 'open') return sendJson(res, 409, { error: 'not open' });
        sendJson(res, 200, await expire(id));
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/sessions\/([^/]+)\/refund$/,
      handle: async ({ res, params: [id], query }) => {
        if (!sessions.get(id)?.payment_intent) return sendJson(res, 409, { error: 'not paid' });
        const amount = query.get('amount');
        sendJson(res, 200, await refund(id, amount ? Number(amount) : undefined));
      },
    },
    { method: 'GET', path: /^\/__fake\/events$/, handle: ({ res }) => sendJson(res, 200, sent) },
    {
      // Stripe retries a delivery that got no 2xx answer, for up to three days; this makes those
      // retries now (a test cannot wait for Stripe's schedule).
      method: 'POST',
      path: /^\/__fake\/events\/retry$/,
      handle: async ({ res }) => {
        const failed = sent.filter((record) => !delivered(record));
        for (const record of failed)
          record.response = (await deliver(record.event, options)).response;
        sendJson(res, 200, {
          retried: failed.length,
          delivered: failed.filter(delivered).length,
        });
      },
    },
  ];

  const running = await listen(
    options.port ?? 0,
    options.host ?? '127.0.0.1',
    router([...apiRoutes, ...checkoutRoutes, ...controlRoutes], ({ req, res }) => {
      if (req.url?.startsWith('/v1/')) {
        const path = new URL(req.url, 'http://fake').pathname;
        stripeError(
          res,
          404,
          `Unrecognized request URL (${req.method}: ${path})`,
          'invalid_request_error',
        );
      } else sendJson(res, 404, { error: 'not found' });
    }),
  );
  baseUrl = running.url;
  return {
    ...running,
    pay,
    expire,
    refund,
    sessions: () => [...sessions.values()],
    customers: () => [...customers.values()],
    events: () => [...sent],
  };
}
