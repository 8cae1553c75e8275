import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { startLocalFirestore, type LocalFirestore } from '../src';
import { openBrowser, until, type BrowserHarness } from './browser/harness';

jest.setTimeout(60_000);

const PROJECT = 'demo-restart-test';
let server: LocalFirestore;
let browser: BrowserHarness;

/** Waits until the listener under `key` has the documents `ids` (comma-joined), from the server. */
async function waitForIds(page: Page, key: string, ids: string): Promise<void> {
  const events = await until(
    page,
    key,
    (e) => !!e.at(-1)?.error || (e.at(-1)?.ids?.join() === ids && e.at(-1)?.fromCache === false),
    20_000,
  );
  const error = events.at(-1)?.error;
  if (error) throw new Error(`Listener failed: ${error}`);
}

/** A fresh admin client per server instance keeps the test about the browser's recovery. */
async function adminWrite(path: string, data: Record<string, unknown>): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  const app: App = initializeApp({ projectId: PROJECT }, `restart-admin-${Math.random()}`);
  const db: Firestore = getFirestore(app);
  await db.doc(path).set(data);
  await db.terminate();
  await deleteApp(app);
}

beforeAll(async () => {
  server = await startLocalFirestore({ port: 0, projectId: PROJECT });
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test.each([
  ['streaming', false],
  ['long polling', true],
])('a listener recovers after a server restart (%s)', async (_transport, longPolling) => {
  const page = await browser.newPage();
  const invoke = (method: string, ...args: unknown[]) =>
    page.evaluate(
      ([m, a]) =>
        (window as unknown as { harness: Record<string, (...x: unknown[]) => unknown> }).harness[
          m as string
        ](...(a as unknown[])),
      [method, args] as const,
    );
  await fetch(
    `http://127.0.0.1:${server.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await adminWrite('items/before', { n: 1 });
  await invoke('init', 'client', {
    host: '127.0.0.1',
    port: server.port,
    projectId: PROJECT,
    longPolling,
  });
  await invoke('listenQuery', 'client', 'items', { collection: 'items' });
  await waitForIds(page, 'items', 'before');

  const port = server.port;
  await server.stop();
  server = await startLocalFirestore({ port, projectId: PROJECT });
  await adminWrite('items/after', { n: 2 });
  await waitForIds(page, 'items', 'after');
  await adminWrite('items/later', { n: 3 });
  await waitForIds(page, 'items', 'after,later');
  await page.close();
});
