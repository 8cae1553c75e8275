import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.cjs';

/** Serves a page that bundles the Firestore web SDK, from its own origin so CORS is exercised. */
export interface BrowserHarness {
  page: Page;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [join(__dirname, 'page-entry.js')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

function servePage(script: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(script);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><html><body><script src="/app.js"></script></body></html>');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function openBrowser(): Promise<BrowserHarness> {
  const [script, browserProfile] = [
    await bundle(),
    mkdtempSync(join(tmpdir(), 'local-firestore-chromium-')),
  ];
  const pageServer = await servePage(script);
  const url = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/`;
  const context = await chromium.launchPersistentContext(browserProfile, {
    ...chromiumLaunchOptions(),
    headless: true,
  });
  const newPage = async () => {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => 'harness' in window);
    return page;
  };
  const page = await newPage();
  return {
    page,
    newPage,
    close: async () => {
      await context.close();
      await new Promise((resolve) => pageServer.close(resolve));
      rmSync(browserProfile, { recursive: true, force: true });
    },
  };
}

/** What the page's listeners recorded for one key, oldest first. */
export type ListenerEvents = {
  ids?: string[];
  exists?: boolean;
  data?: Record<string, unknown> | null;
  error?: string;
  fromCache?: boolean;
}[];

/** Polls the page's recorded listener events for `key` until `accept` holds for them. */
export async function until(
  page: Page,
  key: string,
  accept: (events: ListenerEvents) => boolean,
  timeoutMs = 10_000,
): Promise<ListenerEvents> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events =
      (await page.evaluate(
        (k) => (window as unknown as { events: Record<string, ListenerEvents> }).events[k],
        key,
      )) ?? [];
    if (accept(events)) return events;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting on ${key}: ${JSON.stringify(events.slice(-3))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
