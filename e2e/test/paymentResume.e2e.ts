import { es } from '@curso/common';
import type { Browser } from 'playwright-core';
import { URLS } from '../../scripts/stackAddresses.cjs';
import { createAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('"Completar pago"', () => {
  it('an attendee who left Stripe’s page resumes the same checkout, pays, and the waiting page opens the dashboard', async () => {
    const attendee = await createAccount('retomar', {
      plan: 'online',
      access_status: 'pendiente_aprobacion',
      payment_status: 'pending',
    });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, attendee.email);
    await page.waitForURL(`${SITE}/pending-confirmation`);

    // First attempt: Stripe's page opens, and the attendee closes it without paying.
    const first = context.waitForEvent('page');
    await page.getByRole('button', { name: es.pending.completePayment }).click();
    const abandoned = await first;
    await abandoned.waitForLoadState();
    const checkoutUrl = abandoned.url();
    expect(checkoutUrl.startsWith(`${URLS.stripe}/checkout/cs_`)).toBe(true);
    await abandoned.close();

    // Back on the waiting page: the same checkout again, not a second one.
    const second = context.waitForEvent('page');
    await page.getByRole('button', { name: es.pending.completePayment }).click();
    const resumed = await second;
    await resumed.waitForLoadState();
    expect(resumed.url()).toBe(checkoutUrl);
    const payments = await adminDb.collection('payments').where('uid', '==', attendee.uid).get();
    expect(payments.size).toBe(1);

    await resumed.getByRole('button', { name: 'Pagar' }).click();
    // The waiting page follows the profile live: access granted, it moves on by itself.
    await page.waitForURL(`${SITE}/dashboard`, { timeout: 30_000 });
    await context.close();
  });
});
