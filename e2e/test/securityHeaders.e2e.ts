import { es, esAdmin } from '@curso/common';
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

/**
 * Every Content-Security-Policy violation the page reports, across its navigations: each document
 * hands them to the test as they happen.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => seen.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.effectiveDirective} ${e.blockedURI}`,
      ),
    );
  });
  return seen;
}

describe('security headers', () => {
  it('every page carries the policy; hashed assets are cached for a year, the page itself never', async () => {
    const page = await fetch(`${SITE}/dashboard/live`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const script = /<script[^>]+src="([^"]+)"/.exec(await page.text())![1];
    const asset = await fetch(`${SITE}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('the site works under the policy: no violation signed out, as an attendee or as an administrator', async () => {
    const visitor = await newVisitor(browser);
    const violations = await watchViolations(visitor.page);
    await visitor.page.goto(`${SITE}/`);
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.page.goto(`${SITE}/register?plan=online`);
    await visitor.page.getByLabel(es.register.email).waitFor();
    expect(violations).toEqual([]);
    // The policy is enforced and the watch sees it: an injected inline script is refused.
    await visitor.page.addScriptTag({ content: 'window.injected = true' }).catch(() => undefined);
    for (let i = 0; i < 20 && violations.length === 0; i += 1) {
      await visitor.page.waitForTimeout(100);
    }
    expect(violations.join('\n')).toContain('script-src-elem');
    expect(await visitor.page.evaluate(() => 'injected' in window)).toBe(false);
    violations.length = 0;

    const attendee = await createAccount('csp', {
      access_status: 'aprobado',
      payment_status: 'completed',
    });
    const signedIn = await newVisitor(browser);
    const attendeeViolations = await watchViolations(signedIn.page);
    await logInThroughUi(signedIn.page, attendee.email);
    for (const path of [
      '/dashboard',
      '/dashboard/live',
      '/dashboard/sponsors',
      '/dashboard/accreditation',
    ]) {
      await signedIn.page.goto(`${SITE}${path}`);
      await signedIn.page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(attendeeViolations).toEqual([]);

    const admin = await createAccount('cspadmin', { admin: true, access_status: 'aprobado' });
    const office = await newVisitor(browser);
    const adminViolations = await watchViolations(office.page);
    await logInThroughUi(office.page, admin.email);
    await office.page.waitForURL(`${SITE}/admin`);
    for (const path of ['/admin/registrations', '/admin/reports', '/admin/sessions']) {
      await office.page.goto(`${SITE}${path}`);
      await office.page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    // The email preview renders stored HTML in a sandboxed frame, under the same policy.
    await office.page.goto(`${SITE}/admin/email-management`);
    await office.page
      .getByRole('button', { name: esAdmin.emails.templates.preview })
      .first()
      .click();
    await office.page.getByTitle(esAdmin.emails.templates.previewFrame).waitFor();
    expect(adminViolations).toEqual([]);
  });
});
