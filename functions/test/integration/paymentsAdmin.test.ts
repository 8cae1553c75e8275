import { adminDb } from './support/admin';
import { call, signedInAdmin } from './support/client';
import { callJob, jobOf, uniqueJobId } from './support/jobs';
import { auditOf, createPerson, profileOf } from './support/people';
import { STRIPE_FAKE_URL, TEST_SECRETS } from './support/stack';

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

describe('setPaymentStatus', () => {
  it('completes a pending payment and grants access, audited', async () => {
    const { uid } = await createPerson('pagadora', { plan_name: 'online' });
    expect(await call('setPaymentStatus', { userId: uid, status: 'completed' }, admin)).toEqual({
      result: { success: true },
    });
    expect(await profileOf(uid)).toMatchObject({
      payment_status: 'completed',
      access_status: 'aprobado',
    });
    expect((await auditOf(uid, 'payment_status_change'))[0]).toMatchObject({
      user_id: admin.uid,
      old_values: { payment_status: 'pending', access_status: 'pendiente_aprobacion' },
    });
  });

  it('marks a pending payment failed, then completed; refuses any other transition', async () => {
    const { uid } = await createPerson('fallida', { plan_name: 'presencial' });
    await call('setPaymentStatus', { userId: uid, status: 'failed' }, admin);
    expect(await profileOf(uid)).toMatchObject({ payment_status: 'failed' });
    await call('setPaymentStatus', { userId: uid, status: 'completed' }, admin);
    const refused = await call('setPaymentStatus', { userId: uid, status: 'failed' }, admin);
    expect(refused.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { code: 'payment-transition' },
    });
    expect(await profileOf(uid)).toMatchObject({ payment_status: 'completed' });
    const odd = await call('setPaymentStatus', { userId: uid, status: 'pending' }, admin);
    expect(odd.error?.details?.fields).toEqual({ status: 'El estado indicado no es válido' });
  });
});

const stripeForm = (path: string, form: Record<string, string>) =>
  fetch(`${STRIPE_FAKE_URL}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${TEST_SECRETS.STRIPE_SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
  }).then((response) => response.json() as Promise<{ id: string }>);

/**
 * A Checkout Session on the fake for an attendee, as createPayment opens it (for the attendee's
 * Customer), paid at Stripe but with its webhook lost.
 */
async function paidWithoutWebhook(uid: string): Promise<string> {
  const customer = await stripeForm('/v1/customers', { email: `${uid}@example.com` });
  const { id } = await stripeForm('/v1/checkout/sessions', {
    mode: 'payment',
    customer: customer.id,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'eur',
    'line_items[0][price_data][unit_amount]': '21200',
    'line_items[0][price_data][product_data][name]': 'Online',
    'metadata[uid]': uid,
    'metadata[plan]': 'online',
    success_url: 'http://127.0.0.1/success',
  });
  // What createPayment records beside the session: the payment the course asked for.
  await adminDb()
    .doc(`payments/${id}`)
    .set({
      uid,
      email: `${uid}@example.com`,
      plan: 'online',
      amount_cents: 21_200,
      vat_cents: 3_700,
      currency: 'eur',
      status: 'open',
      created_at: new Date(),
      completed_at: null,
    });
  await fetch(`${STRIPE_FAKE_URL}/__fake/sessions/${id}/pay?webhook=lost`, { method: 'POST' });
  return id;
}

describe('verifyStripePayments', () => {
  it('applies 150 paid sessions whose webhooks were lost, over several pages, once', async () => {
    const people = await Promise.all(
      Array.from({ length: 150 }, (_, i) => createPerson(`stripe${i}`, { plan_name: 'online' })),
    );
    for (const person of people) await paidWithoutWebhook(person.uid);

    const first = await callJob<{ checked: number; paid: number; updatedProfiles: number }>(
      'verifyStripePayments',
      { jobId: uniqueJobId('stripe') },
      admin,
    );
    expect(first.error).toBeUndefined();
    expect(first.result!.checked).toBeGreaterThanOrEqual(150);
    expect(first.result!.updatedProfiles).toBeGreaterThanOrEqual(150);
    for (const person of people) {
      expect(await profileOf(person.uid)).toMatchObject({
        payment_status: 'completed',
        access_status: 'aprobado',
        stripe_customer_id: expect.stringMatching(/^cus_/),
      });
    }
    expect(await auditOf(people[0].uid, 'payment_reconciled')).toHaveLength(1);

    const again = await callJob<{ updatedProfiles: number }>(
      'verifyStripePayments',
      { jobId: uniqueJobId('stripe') },
      admin,
    );
    expect(again.result!.updatedProfiles).toBe(0);
    expect(await auditOf(people[0].uid, 'payment_reconciled')).toHaveLength(1);
  }, 120_000);

  it('is for administrators only', async () => {
    const jobId = uniqueJobId('stripe');
    const answer = await call('verifyStripePayments', { jobId });
    expect(answer.error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect(await jobOf(jobId)).toBeNull();
  });
});
