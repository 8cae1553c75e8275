import { es, EVENT } from '@curso/common';
import type { Browser } from 'playwright-core';
import { adminDb, uniqueEmail } from '../support/admin';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { enterEmailedCode, pathOf } from '../support/journeys';
import { URLS } from '../../scripts/stackAddresses.cjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function profileByEmail(email: string) {
  const found = await adminDb.collection('profiles').where('email', '==', email).get();
  return found.docs[0]?.data();
}

describe('sign-up journeys', () => {
  it('online plan: register, verify by email, pay on the checkout, and reach the dashboard', async () => {
    const { context, page } = await newVisitor(browser);
    const email = uniqueEmail('online');
    await page.goto(`${SITE}/?plan=online`);
    await page.getByRole('link', { name: es.home.select }).nth(2).click();
    await page.waitForURL(/\/register\?plan=online/);

    await page.getByLabel(es.register.firstName, { exact: false }).first().fill('Lucía');
    await page.getByLabel(es.register.lastName).fill('Gómez');
    await page.getByLabel(es.register.email).fill(email);
    await page.getByLabel(es.register.city).fill('Lima');
    await page.getByLabel(es.register.country).selectOption({ label: 'Perú' });
    await page.getByLabel(es.register.acceptsTerms).check();
    await page.getByLabel(es.register.acceptsPrivacy).check();
    const since = new Date();
    await page.getByRole('button', { name: es.register.submit }).click();
    await enterEmailedCode(page, email, since);

    expect(pathOf(page)).toBe(`/payment?email=${encodeURIComponent(email)}&plan=online`);
    await page.getByText('212 €').first().waitFor();
    const checkoutTab = context.waitForEvent('page');
    await page.getByRole('button', { name: es.payment.pay }).click();
    const checkout = await checkoutTab;
    await checkout.waitForLoadState();
    expect(checkout.url().startsWith(`${URLS.stripe}/checkout/cs_`)).toBe(true);
    await checkout.getByRole('button', { name: 'Pagar' }).click();

    // The success page only listens: the status it waits for is written by the signed webhook.
    await checkout.waitForURL(/\/success\?session_id=cs_.*&plan=online/);
    await checkout.getByText(es.success.confirmed).first().waitFor();
    const profile = await profileByEmail(email);
    expect(profile).toMatchObject({ payment_status: 'completed', access_status: 'aprobado' });
    await checkout.waitForURL(`${SITE}/dashboard`, {
      timeout: (EVENT.successRedirectSeconds + 5) * 1000,
    });
    await context.close();
  });

  it('socio: register and wait on the pending page with the society-review message', async () => {
    const { context, page } = await newVisitor(browser);
    const email = uniqueEmail('socio');
    await page.goto(`${SITE}/register?plan=socio`);
    await page.getByLabel(es.register.firstName, { exact: false }).first().fill('Jordi');
    await page.getByLabel(es.register.lastName).fill('Puig');
    await page.getByLabel(es.register.email).fill(email);
    await page.getByLabel(es.register.country).selectOption({ label: 'España' });
    await page
      .getByLabel(new RegExp(`^${es.register.specialty}`))
      .selectOption({ label: 'Gastroenterología' });
    await page.getByLabel(es.register.workplace).fill('Hospital Vall d’Hebron');
    await page.getByLabel(new RegExp(`^${es.register.society}`)).selectOption({ label: 'SEGHNP' });
    await page.getByLabel(es.register.acceptsTerms).check();
    await page.getByLabel(es.register.acceptsPrivacy).check();
    await page.getByLabel(es.register.acceptsSocietyVerification).check();
    const since = new Date();
    await page.getByRole('button', { name: es.register.submit }).click();
    await enterEmailedCode(page, email, since);

    expect(pathOf(page)).toBe('/pending-confirmation');
    await page.getByText(es.pending.society).waitFor();
    expect(await profileByEmail(email)).toMatchObject({
      plan_name: 'socio',
      society: 'seghnp',
      access_status: 'pendiente_aprobacion',
      payment_status: 'not_applicable',
    });
    await context.close();
  });
});
