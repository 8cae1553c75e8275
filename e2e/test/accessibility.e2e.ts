import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { createAccount } from '../support/accounts';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { logInThroughUi } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The serious and critical WCAG A/AA violations axe finds on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Visits each path and collects its violations, by path. */
async function scan(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${SITE}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Live data keeps a connection open, so there is no network quiet to wait for: the page's
    // loading indicators going away says its data arrived.
    await page
      .getByRole('progressbar')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  it('signed out: no serious or critical violation', async () => {
    const { page } = await newVisitor(browser);
    expect(
      await scan(page, [
        '/',
        '/register?plan=online',
        '/login',
        '/verify-certificate/AAAA-BBBB-CCCC',
      ]),
    ).toEqual({});
  });

  it('as an attendee: no serious or critical violation', async () => {
    const attendee = await createAccount('axe', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const { page } = await newVisitor(browser);
    await logInThroughUi(page, attendee.email);
    expect(
      await scan(page, [
        '/dashboard',
        '/dashboard/live',
        '/dashboard/sponsors',
        '/dashboard/accreditation',
        '/dashboard/profile',
      ]),
    ).toEqual({});
  });

  it('waiting for a payment or a review: no serious or critical violation', async () => {
    const pending = await createAccount('axepago', {
      access_status: 'pendiente_aprobacion',
      payment_status: 'pending',
    });
    const { page } = await newVisitor(browser);
    await logInThroughUi(page, pending.email);
    expect(await scan(page, ['/pending-confirmation'])).toEqual({});
  });

  it('as an administrator: no serious or critical violation', async () => {
    const admin = await createAccount('axeadmin', { admin: true, access_status: 'aprobado' });
    const { page } = await newVisitor(browser);
    await logInThroughUi(page, admin.email);
    expect(
      await scan(page, [
        '/admin',
        '/admin/registrations',
        '/admin/payments',
        '/admin/approvals',
        '/admin/reports',
        '/admin/user-management',
        '/admin/email-management',
        '/admin/sessions',
        '/admin/audit-log',
      ]),
    ).toEqual({});
  });
});
