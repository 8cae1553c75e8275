import { planOf, priceBreakdown } from '@curso/common';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { adminDb } from './support/admin';
import { call, idTokenFor, inbox, latestCode, uniqueEmail, userDataFor } from './support/client';
import { PORTS, STRIPE_FAKE_URL } from './support/stack';

describe('attendee journey: register, verify, pay, get access', () => {
  it('takes a paid registration from the code email to an approved, paid profile', async () => {
    const email = uniqueEmail('journey');

    const sent = await call('sendVerificationCode', { email: email.toUpperCase(), isLogin: false });
    expect(sent).toEqual({ result: { success: true } });
    const [message] = await inbox(email);
    expect(message.subject).toBe('Tu código de verificación');
    const code = await latestCode(email);
    expect(message.html).toContain(code);

    const verified = await call<{ success: boolean; token: string; isAdmin: boolean }>(
      'verifyCode',
      { email, code, isLogin: false, userData: userDataFor('online') },
    );
    expect(verified.result).toMatchObject({ success: true, isAdmin: false });
    const idToken = await idTokenFor(verified.result!.token);
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
    const uid: string = claims.user_id;
    expect(claims.email).toBe(email);
    expect(claims.email_verified).toBe(true);

    const created = (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    expect(created).toMatchObject({
      email,
      first_name: 'Ana',
      last_name: 'García López',
      plan_name: 'online',
      access_status: 'pendiente_aprobacion',
      payment_status: 'pending',
      city: 'Madrid',
      country: 'ES',
      archived_at: null,
    });
    expect(created.created_at.toDate()).toBeInstanceOf(Date);
    const creation = await adminDb()
      .collection('audit_logs')
      .where('record_id', '==', uid)
      .where('action', '==', 'user_creation')
      .get();
    expect(creation.size).toBe(1);
    expect(creation.docs[0].data()).toMatchObject({ user_id: uid, table_name: 'profiles' });

    const payment = await call<{ free: boolean; url: string }>(
      'createPayment',
      { plan: 'online' },
      { idToken, origin: `http://localhost:${PORTS.webDev}` },
    );
    expect(payment.result?.free).toBe(false);
    const checkoutUrl = payment.result!.url;
    expect(checkoutUrl).toMatch(`${STRIPE_FAKE_URL}/checkout/cs_test_`);
    const sessionId = checkoutUrl.split('/').pop()!;
    const open = (await adminDb().doc(`payments/${sessionId}`).get()).data()!;
    // The stack's current edition is the demo's.
    const price = priceBreakdown(planOf(currentEdition, 'online')!);
    expect(open).toMatchObject({
      uid,
      email,
      plan: 'online',
      edition_id: currentEdition.id,
      amount_cents: price.totalCents,
      vat_cents: price.vatCents,
      currency: 'eur',
      status: 'open',
    });

    // The person on the checkout page presses "Pagar".
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('Pagar');
    expect(page).toMatch(/212,00\s€/);
    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:${PORTS.webDev}/success?session_id=${sessionId}&plan=online`,
    );
    const events = (await (await fetch(`${STRIPE_FAKE_URL}/__fake/events`)).json()) as {
      event: { data: { object: { id: string } } };
      response: unknown;
    }[];
    const delivered = events.find((e) => e.event.data.object.id === sessionId);
    expect(delivered?.response).toEqual({ status: 200, body: '{"received":true}' });

    const profile = (await adminDb().doc(`profiles/${uid}`).get()).data()!;
    expect(profile.payment_status).toBe('completed');
    expect(profile.access_status).toBe('aprobado');
    expect(profile.stripe_customer_id).toMatch(/^cus_test_/);
    const completed = (await adminDb().doc(`payments/${sessionId}`).get()).data()!;
    expect(completed.status).toBe('completed');
    expect(completed.completed_at.toDate()).toBeInstanceOf(Date);
    const audit = await adminDb()
      .collection('audit_logs')
      .where('record_id', '==', uid)
      .where('action', '==', 'payment_completed')
      .get();
    expect(audit.size).toBe(1);
    expect(audit.docs[0].data()).toMatchObject({
      user_id: 'system',
      table_name: 'profiles',
      old_values: { payment_status: 'pending', access_status: 'pendiente_aprobacion' },
      new_values: { payment_status: 'completed', access_status: 'aprobado' },
    });

    const again = await call('createPayment', { plan: 'online' }, { idToken });
    expect(again.error?.details?.code).toBe('already-paid');
  });

  it('lets a registered attendee log in with a new code', async () => {
    const email = uniqueEmail('login');
    await call('sendVerificationCode', { email, isLogin: false });
    const registered = await call('verifyCode', {
      email,
      code: await latestCode(email),
      isLogin: false,
      userData: userDataFor('presencial'),
    });
    expect(registered.result).toBeDefined();

    // The one-minute resend limit also spans registration and login of one email.
    await adminDb()
      .collection('verification_codes')
      .where('email', '==', email)
      .get()
      .then((snap) => snap.docs[0].ref.update({ last_sent_at: new Date(Date.now() - 61_000) }));
    expect(await call('sendVerificationCode', { email, isLogin: true })).toEqual({
      result: { success: true },
    });
    const login = await call<{ token: string; isAdmin: boolean }>('verifyCode', {
      email,
      code: await latestCode(email),
      isLogin: true,
    });
    expect(login.result).toMatchObject({ success: true, isAdmin: false });
    expect(await idTokenFor(login.result!.token)).toEqual(expect.any(String));
  });
});
