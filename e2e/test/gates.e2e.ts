import { es } from '@curso/common';
import type { Browser } from 'playwright-core';
import { createAccount } from '../support/accounts';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi, pathOf } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('access gates', () => {
  it('the administrator logs in and lands on /admin', async () => {
    const admin = await createAccount('admin', { admin: true, access_status: 'aprobado' });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, admin.email);
    await page.waitForURL(`${SITE}/admin`);
    await context.close();
  });

  it('an attendee opening /admin is sent to /dashboard', async () => {
    const attendee = await createAccount('asistente', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, attendee.email);
    await page.waitForURL(`${SITE}/dashboard`);
    await page.goto(`${SITE}/admin`);
    await page.waitForURL(`${SITE}/dashboard`);
    expect(pathOf(page)).toBe('/dashboard');
    await context.close();
  });

  it('a pending attendee opening /dashboard is sent to /pending-confirmation', async () => {
    const pending = await createAccount('pendiente', { plan: 'online' });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, pending.email);
    await page.goto(`${SITE}/dashboard`);
    await page.waitForURL(`${SITE}/pending-confirmation`);
    await page.getByText(es.pending.payment).waitFor();
    await context.close();
  });

  it('an archived attendee is signed out and sent to /archived-account', async () => {
    const archived = await createAccount('archivado', {
      access_status: 'aprobado',
      payment_status: 'completed',
      archived: true,
    });
    const { context, page } = await newVisitor(browser);
    await logInThroughUi(page, archived.email);
    await page.waitForURL(`${SITE}/archived-account`);
    await page.getByRole('heading', { name: es.archived.title }).waitFor();
    await page.goto(`${SITE}/dashboard`);
    await page.waitForURL(`${SITE}/login`);
    await context.close();
  });
});
