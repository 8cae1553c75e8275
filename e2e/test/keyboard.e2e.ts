import { es } from '@curso/common';
import type { Browser, Page } from 'playwright-core';
import { uniqueEmail } from '../support/admin';
import { launchBrowser, newVisitor, SITE } from '../support/browser';
import { pathOf } from '../support/journeys';
import { readCode } from '../support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The accessible name of what has the keyboard focus: its label, its aria-label or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled && document.getElementById(labelled)?.textContent;
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return (byId || label || el.getAttribute('aria-label') || el.textContent || '').trim();
  });

/** Presses Tab until the focus is on the control named `name` (a required field's label ends in *). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const focused = (await focusedName(page)).replace(/\s*\*$/, '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('keyboard only', () => {
  it('a new attendee registers and verifies their email without a mouse', async () => {
    const { context, page } = await newVisitor(browser);
    const email = uniqueEmail('teclado');
    await page.goto(`${SITE}/register?plan=online`);
    // The form's fields arrive just after the page, as a person sees.
    await page.getByRole('textbox', { name: es.register.firstName }).waitFor();

    for (const [label, value] of [
      [es.register.firstName, 'Núria'],
      [es.register.lastName, 'Solé Peña'],
      [es.register.email, email],
      [es.register.city, 'Girona'],
    ]) {
      await tabTo(page, label);
      await page.keyboard.type(value);
    }
    await tabTo(page, es.register.country);
    // A native select picks the option whose name is typed.
    await page.keyboard.type('España');
    for (const consent of [es.register.acceptsTerms, es.register.acceptsPrivacy]) {
      await tabTo(page, consent);
      await page.keyboard.press('Space');
    }
    await tabTo(page, es.register.submit);
    const since = new Date();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/verify\?/);
    // The code field takes the focus on arrival; Enter sends the form.
    await page.getByLabel(es.verify.codeLabel).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    expect(await focusedName(page)).toMatch(es.verify.codeLabel);
    await page.keyboard.type(await readCode(email, since));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment\?/);
    expect(pathOf(page)).toBe(`/payment?email=${encodeURIComponent(email)}&plan=online`);
    await context.close();
  });
});
