import { es, formatEuros, priceBreakdown, publicPlans } from '@curso/common';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SITE } from '../support/browser';
import { currentEdition } from '../../common/test/fixtures/editions';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Errors the page logs: a hydration mismatch is one (React reports it and draws again). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('prerendered public pages', () => {
  it('/ and /register show their content with JavaScript off, with the prices of the edition', async () => {
    const context = await browser.newContext({ locale: 'es-ES', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITE}/`);
    await page.getByRole('heading', { level: 1, name: es.home.title }).waitFor();
    for (const plan of publicPlans(currentEdition)) {
      await page.getByRole('heading', { level: 2, name: plan.name }).waitFor();
      if (plan.price > 0) {
        expect(
          await page.getByText(formatEuros(priceBreakdown(plan).base)).count(),
        ).toBeGreaterThan(0);
      }
    }
    expect(await page.title()).toBe(currentEdition.short_title);
    await page.goto(`${SITE}/register`);
    await page.getByRole('heading', { level: 1, name: es.register.title }).waitFor();
    await context.close();
  });

  it('the app takes the page over as it arrived, without drawing it again, and the form loads', async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The app's scripts wait until the test has hold of the prerendered heading.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SITE}/register?plan=presencial`, { waitUntil: 'commit' });
    const heading = await page.waitForSelector('h1');
    expect(await heading.textContent()).toBe(es.register.title);
    release();
    // The form, loaded after the first paint, and the plan the address asks for.
    await page.getByLabel(es.register.firstName).waitFor();
    const presencial = currentEdition.plans.find((plan) => plan.key === 'presencial')!;
    await page.getByText(presencial.name).first().waitFor();
    expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the public copy of the edition for a minute of caching, and every other page from the shell', async () => {
    const copy = await fetch(`${SITE}/edition.json`);
    expect(copy.headers.get('cache-control')).toBe('public, max-age=60');
    expect(((await copy.json()) as { id: string }).id).toBe(currentEdition.id);
    // A signed-in page is not prerendered: it carries no edition and no one's data.
    const shell = await (await fetch(`${SITE}/dashboard`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('site-edition');
  });
});
