import { es } from '@curso/common';
import { adminDb } from './support/admin';
import { call, registerAndSignIn, uniqueEmail } from './support/client';
import { STRIPE_FAKE_URL, TEST_SECRETS, URLS } from './support/stack';

/** Reads a Checkout Session back from the Stripe fake through its API. */
async function checkoutSession(
  url: string,
): Promise<{ id: string; success_url: string; cancel_url: string; customer: string | null }> {
  return stripeApi(`/v1/checkout/sessions/${url.split('/').pop()}`) as never;
}

async function stripeApi(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${STRIPE_FAKE_URL}${path}`, {
    headers: { Authorization: `Bearer ${TEST_SECRETS.STRIPE_SECRET_KEY}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('createPayment', () => {
  it('refuses an anonymous caller', async () => {
    const answer = await call('createPayment', { plan: 'online' });
    expect(answer.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: es.errors.unauthenticated,
      details: { code: 'unauthenticated' },
    });
  });

  it('answers free for a socio, whose registration waits for the societies', async () => {
    const { uid, idToken } = await registerAndSignIn(uniqueEmail('socio'), 'socio');
    const profile = (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    expect(profile).toMatchObject({
      plan_name: 'socio',
      access_status: 'pendiente_aprobacion',
      payment_status: 'not_applicable',
      society: 'geteccu',
    });
    const answer = await call('createPayment', { plan: 'socio' }, { idToken });
    expect(answer).toEqual({ result: { free: true, url: '/pending-confirmation' } });
  });

  it('refuses a plan other than the registered one', async () => {
    const { idToken } = await registerAndSignIn(uniqueEmail('mismatch'), 'online');
    const answer = await call('createPayment', { plan: 'presencial' }, { idToken });
    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { code: 'plan-mismatch' },
    });
  });

  it('refuses a sponsored registration, which has nothing to pay', async () => {
    const { uid, idToken } = await registerAndSignIn(uniqueEmail('sponsored'), 'online');
    await adminDb().doc(`profiles/${uid}`).update({ plan_name: 'patrocinado_online' });
    const answer = await call('createPayment', { plan: 'online' }, { idToken });
    expect(answer.error?.details?.code).toBe('plan-not-payable');
  });

  it('returns to the calling site when it is ours, and to the first origin otherwise', async () => {
    const { idToken } = await registerAndSignIn(uniqueEmail('origin'), 'laspghn');
    const ours = await call<{ url: string }>(
      'createPayment',
      { plan: 'laspghn' },
      { idToken, origin: URLS.webDev },
    );
    const session = await checkoutSession(ours.result!.url);
    expect(session.success_url).toBe(
      `${URLS.webDev}/success?session_id={CHECKOUT_SESSION_ID}&plan=laspghn`,
    );
    expect(session.cancel_url).toBe(`${URLS.webDev}/`);

    const foreign = await call<{ url: string }>(
      'createPayment',
      { plan: 'laspghn' },
      { idToken, origin: 'https://evil.example' },
    );
    // Not echoed: the first configured origin, the Hosting emulator's.
    expect((await checkoutSession(foreign.result!.url)).success_url).toMatch(
      new RegExp(`^${URLS.site}/success\\?`),
    );
  });

  it('reuses the Checkout Session when the attendee clicks twice', async () => {
    const { idToken } = await registerAndSignIn(uniqueEmail('twice'), 'presencial');
    const first = await call<{ url: string }>('createPayment', { plan: 'presencial' }, { idToken });
    const second = await call<{ url: string }>(
      'createPayment',
      { plan: 'presencial' },
      { idToken },
    );
    expect(second.result!.url).toBe(first.result!.url);
  });

  it('pays as one Stripe Customer per attendee, kept on the profile and reused', async () => {
    const email = uniqueEmail('cliente');
    const { uid, idToken } = await registerAndSignIn(email, 'online');
    const first = await call<{ url: string }>('createPayment', { plan: 'online' }, { idToken });
    const customer = (await adminDb().doc(`profiles/${uid}`).get()).data()!.stripe_customer_id;
    expect(customer).toMatch(/^cus_test_/);
    expect(await stripeApi(`/v1/customers/${customer}`)).toMatchObject({
      email,
      metadata: { uid },
    });

    const firstSession = await checkoutSession(first.result!.url);
    expect(firstSession.customer).toBe(customer);
    await fetch(`${STRIPE_FAKE_URL}/__fake/sessions/${firstSession.id}/expire`, { method: 'POST' });
    const second = await call<{ url: string }>('createPayment', { plan: 'online' }, { idToken });
    const secondSession = await checkoutSession(second.result!.url);
    expect(secondSession.id).not.toBe(firstSession.id);
    expect(secondSession.customer).toBe(customer);

    await fetch(`${STRIPE_FAKE_URL}/__fake/sessions/${secondSession.id}/pay`, { method: 'POST' });
    const paid = async () => (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    for (let i = 0; i < 50 && (await paid()).payment_status !== 'completed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await paid()).toMatchObject({
      payment_status: 'completed',
      stripe_customer_id: customer,
    });
  });
});
