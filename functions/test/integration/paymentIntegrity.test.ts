import Stripe from 'stripe';
import { adminDb } from './support/admin';
import { call, registerAndSignIn, uniqueEmail } from './support/client';
import { FUNCTIONS_URL, STRIPE_FAKE_URL, TEST_SECRETS } from './support/stack';

/** A pending online attendee with a checkout `createPayment` opened for them. */
async function attendeeWithCheckout(label: string) {
  const { uid, idToken } = await registerAndSignIn(uniqueEmail(label), 'online');
  const answer = await call<{ url: string }>('createPayment', { plan: 'online' }, { idToken });
  return { uid, idToken, url: answer.result!.url, sessionId: answer.result!.url.split('/').pop()! };
}

/** Delivers an event signed with the `stripe` library's own helper, as Stripe signs it. */
async function deliver(type: string, object: Record<string, unknown>): Promise<Response> {
  const payload = JSON.stringify({
    id: `evt_test_${type}_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_SECRETS.STRIPE_WEBHOOK_SECRET,
  });
  return fetch(`${FUNCTIONS_URL}/stripeWebhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

/** A paid Checkout Session as Stripe sends it, for `uid`, overridable field by field. */
const paidSession = (uid: string, overrides: Record<string, unknown> = {}) => ({
  id: `cs_test_forged_${Date.now()}`,
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 21_200,
  currency: 'eur',
  customer: 'cus_test_x',
  payment_intent: `pi_test_${Date.now()}`,
  metadata: { uid, plan: 'online' },
  ...overrides,
});

const fake = (path: string) => fetch(`${STRIPE_FAKE_URL}/__fake${path}`, { method: 'POST' });
const profileOf = async (uid: string) => (await adminDb().doc(`profiles/${uid}`).get()).data()!;
const paymentOf = async (id: string) => (await adminDb().doc(`payments/${id}`).get()).data();
const audits = async (recordId: string, action: string) =>
  (
    await adminDb()
      .collection('audit_logs')
      .where('record_id', '==', recordId)
      .where('action', '==', action)
      .get()
  ).size;

describe('the Stripe webhook grants access only for the payment asked for', () => {
  it('refuses a correctly signed 1 € checkout the course never created, and records it for admins', async () => {
    const { uid } = await attendeeWithCheckout('forjado');
    const forged = paidSession(uid, { amount_total: 100 });
    expect((await deliver('checkout.session.completed', forged)).status).toBe(200);

    expect(await profileOf(uid)).toMatchObject({
      access_status: 'pendiente_aprobacion',
      payment_status: 'pending',
    });
    expect(await paymentOf(forged.id)).toMatchObject({
      uid,
      status: 'mismatch',
      mismatch_reason: 'unknown_session',
      received_amount_cents: 100,
      received_currency: 'eur',
    });
    expect(await audits(forged.id, 'payment_mismatch')).toBe(1);
    // Delivered again (a retry, a reconciliation): still nothing granted, audited once.
    await deliver('checkout.session.completed', forged);
    expect(await audits(forged.id, 'payment_mismatch')).toBe(1);
  });

  it.each([
    ['another amount', { amount_total: 17_500 }, 'amount_mismatch'],
    ['another currency', { currency: 'usd' }, 'currency_mismatch'],
  ])('refuses our own checkout paid with %s', async (_, overrides, reason) => {
    const { uid, sessionId } = await attendeeWithCheckout('importe');
    await deliver('checkout.session.completed', paidSession(uid, { id: sessionId, ...overrides }));
    expect((await profileOf(uid)).access_status).toBe('pendiente_aprobacion');
    expect(await paymentOf(sessionId)).toMatchObject({
      status: 'mismatch',
      mismatch_reason: reason,
    });
  });

  it('refuses our checkout paid under another attendee’s uid, and after the plan changed', async () => {
    const first = await attendeeWithCheckout('primero');
    const second = await attendeeWithCheckout('segundo');
    await deliver('checkout.session.completed', paidSession(second.uid, { id: first.sessionId }));
    expect((await profileOf(second.uid)).access_status).toBe('pendiente_aprobacion');
    expect(await paymentOf(first.sessionId)).toMatchObject({ mismatch_reason: 'uid_mismatch' });

    await adminDb().doc(`profiles/${second.uid}`).update({ plan_name: 'presencial' });
    await deliver('checkout.session.completed', paidSession(second.uid, { id: second.sessionId }));
    expect((await profileOf(second.uid)).access_status).toBe('pendiente_aprobacion');
    expect(await paymentOf(second.sessionId)).toMatchObject({ mismatch_reason: 'plan_mismatch' });
  });

  it('grants access for the checkout asked for, paid through Stripe’s page', async () => {
    const { uid, sessionId } = await attendeeWithCheckout('legitimo');
    expect((await fake(`/sessions/${sessionId}/pay`)).status).toBe(200);
    expect(await profileOf(uid)).toMatchObject({
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    expect(await paymentOf(sessionId)).toMatchObject({
      status: 'completed',
      payment_intent: expect.stringMatching(/^pi_test_/),
    });
  });
});

describe('expired checkouts and "Completar pago"', () => {
  it('offers the open checkout again, and a new one once Stripe expired it', async () => {
    const { uid, idToken, url, sessionId } = await attendeeWithCheckout('retoma');
    const again = await call<{ url: string }>('createPayment', { plan: 'online' }, { idToken });
    expect(again.result!.url).toBe(url);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'open', url });

    expect((await fake(`/sessions/${sessionId}/expire`)).status).toBe(200);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'expired' });
    expect(await audits(sessionId, 'payment_expired')).toBe(1);
    expect((await profileOf(uid)).payment_status).toBe('pending');

    const fresh = await call<{ url: string }>('createPayment', { plan: 'online' }, { idToken });
    expect(fresh.result!.url).not.toBe(url);
    const freshId = fresh.result!.url.split('/').pop()!;
    await fake(`/sessions/${freshId}/pay`);
    expect((await profileOf(uid)).access_status).toBe('aprobado');
  });
});

describe('refunds', () => {
  it('records each refund on the payment and in the audit log, leaving access as it is', async () => {
    const { uid, sessionId } = await attendeeWithCheckout('reembolso');
    await fake(`/sessions/${sessionId}/pay`);
    expect((await fake(`/sessions/${sessionId}/refund?amount=5000`)).status).toBe(200);
    expect(await paymentOf(sessionId)).toMatchObject({ refunded_cents: 5000, status: 'completed' });
    await fake(`/sessions/${sessionId}/refund`);
    expect(await paymentOf(sessionId)).toMatchObject({ refunded_cents: 21_200 });
    expect(await audits(sessionId, 'payment_refunded')).toBe(2);
    expect(await profileOf(uid)).toMatchObject({
      access_status: 'aprobado',
      payment_status: 'completed',
    });
  });

  it('ignores a refund of a charge that is not a course payment', async () => {
    const response = await deliver('charge.refunded', {
      id: 'ch_test_other',
      object: 'charge',
      amount: 1000,
      amount_refunded: 1000,
      currency: 'eur',
      payment_intent: 'pi_test_not_ours',
      refunded: true,
    });
    expect(response.status).toBe(200);
  });
});
