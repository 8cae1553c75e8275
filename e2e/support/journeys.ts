import { es } from '@curso/common';
import type { Page } from 'playwright-core';
import { SITE } from './browser';
import { readCode } from './mail';

/** Types the emailed code on /verify and presses "Verificar". */
export async function enterEmailedCode(page: Page, email: string, since: Date): Promise<void> {
  await page.waitForURL(/\/verify\?/);
  const code = await readCode(email, since);
  await page.getByLabel(es.verify.codeLabel).fill(code);
  await page.getByRole('button', { name: es.verify.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/verify', { timeout: 30_000 });
}

/** Signs in through /login with the code read from the SendGrid fake. */
export async function logInThroughUi(page: Page, email: string): Promise<void> {
  await page.goto(`${SITE}/login`);
  await page.getByLabel(es.login.email).fill(email);
  const since = new Date();
  await page.getByRole('button', { name: es.login.submit }).click();
  await enterEmailedCode(page, email, since);
}

/** The path (and query) the page shows now. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
