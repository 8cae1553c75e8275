import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.cjs';
import { URLS } from '../../scripts/stackAddresses.cjs';

export const SITE = URLS.site;

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** A fresh visitor: own storage, so no session leaks between journeys. */
export async function newVisitor(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  return { context, page };
}
