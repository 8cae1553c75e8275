import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const SITE = 'http://127.0.0.1:5000';

// Debian's Chromium, with every background connection off: this machine has no internet.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
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
