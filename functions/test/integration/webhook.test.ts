import Stripe from 'stripe';
import { adminDb } from './support/admin';
import { call, registerAndSignIn, uniqueEmail } from './support/client';
import { FUNCTIONS_URL, STRIPE_FAKE_URL, TEST_SECRETS } from './support/stack';

interface SentEvent {
  event: { id: string; data: { object: { id: string; metadata: { uid: string } } } };
  response: { status: number };
}

/** Registers, opens a checkout, and returns the session id without paying. */
async function openCheckout(label: string): Promise<{ uid: string; sessionId: string }> {
  const { uid, idToken } = await registerAndSignIn(uniqueEmail(label), 'online');
  const payment = await call<{ url: string }>('createPayment', { plan: 'online' }, { idToken });
  return { uid, sessionId: payment.result!.url.split('/').pop()! };
}

/** Pays through the fake, which signs and delivers `checkout.session.completed`. */
async function pay(sessionId: string): Promise<SentEvent> {
  const response = await fetch(`${STRIPE_FAKE_URL}/__fake/sessions/${sessionId}/pay`, {
    method: 'POST',
  });
  return (await response.json()) as SentEvent;
}

function deliver(payload: string, signature: string): Promise<Response> {
  return fetch(`${FUNCTIONS_URL}/stripeWebhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

const sign = (payload: string) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_SECRETS.STRIPE_WEBHOOK_SECRET,
  });

const auditCount = async (uid: string) =>
  (
    await adminDb()
      .collection('audit_logs')
      .where('record_id', '==', uid)
      .where('action', '==', 'payment_completed')
      .get()
  ).size;

describe('stripeWebhook', () => {
  it('ignores a replayed event', async () => {
    const { uid, sessionId } = await openCheckout('replay');
    const sent = await pay(sessionId);
    expect(sent.response.status).toBe(200);
    expect((await adminDb().doc(`stripe_events/${sent.event.id}`).get()).exists).toBe(true);

    // An administrator changes the status afterwards; a replay must not undo that.
    await adminDb().doc(`profiles/${uid}`).update({ access_status: 'rechazado' });
    const payload = JSON.stringify(sent.event);
    const replay = await deliver(payload, sign(payload));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true });

    const profile = (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    expect(profile.access_status).toBe('rechazado');
    expect(await auditCount(uid)).toBe(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { uid, sessionId } = await openCheckout('forged');
    const event = {
      id: `evt_forged_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, payment_status: 'paid', metadata: { uid, plan: 'online' } },
      },
    };
    const payload = JSON.stringify(event);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await deliver(payload, forged)).status).toBe(400);
    // A valid signature of another body does not cover this one.
    expect((await deliver(payload, sign(`${payload} `))).status).toBe(400);
    const unsigned = await fetch(`${FUNCTIONS_URL}/stripeWebhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);

    const profile = (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    expect(profile).toMatchObject({
      payment_status: 'pending',
      access_status: 'pendiente_aprobacion',
    });
    expect((await adminDb().doc(`payments/${sessionId}`).get()).data()!.status).toBe('open');
    expect((await adminDb().doc(`stripe_events/${event.id}`).get()).exists).toBe(false);
    expect(await auditCount(uid)).toBe(0);
  });

  it('pays an archived account without giving it access', async () => {
    const { uid, sessionId } = await openCheckout('archived');
    await adminDb().doc(`profiles/${uid}`).update({ archived_at: new Date() });
    await pay(sessionId);
    const profile = (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    expect(profile).toMatchObject({
      payment_status: 'completed',
      access_status: 'pendiente_aprobacion',
    });
  });

  it('records and ignores other event types', async () => {
    const payload = JSON.stringify({
      id: `evt_other_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_x' } },
    });
    const response = await deliver(payload, sign(payload));
    expect(response.status).toBe(200);
    const id = JSON.parse(payload).id;
    expect((await adminDb().doc(`stripe_events/${id}`).get()).data()).toMatchObject({
      type: 'customer.created',
    });
  });

  it('answers only POST', async () => {
    expect((await fetch(`${FUNCTIONS_URL}/stripeWebhook`)).status).toBe(405);
  });
});
