import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startLocalFirestore, type LocalFirestore } from '../src';
import { openBrowser, until, type BrowserHarness, type ListenerEvents } from './browser/harness';

jest.setTimeout(60_000);

const PROJECT = 'demo-browser-test';
const RULES = join(__dirname, 'fixtures', 'browser.rules');
const WRITER = { user_id: 'writer', sub: 'writer' };
const READER = { user_id: 'reader', sub: 'reader' };

let server: LocalFirestore;
let browser: BrowserHarness;
let adminApp: App;
let admin: Firestore;

const last = (events: ListenerEvents) => events[events.length - 1];

async function call<T = Record<string, unknown>>(
  page: Page,
  method: string,
  ...args: unknown[]
): Promise<T> {
  return page.evaluate(
    ([m, a]) =>
      (window as unknown as { harness: Record<string, (...x: unknown[]) => unknown> }).harness[
        m as string
      ](...(a as unknown[])),
    [method, args] as const,
  ) as Promise<T>;
}

beforeAll(async () => {
  // Short-lived back channels make every test also cover the client reopening them.
  server = await startLocalFirestore({
    port: 0,
    projectId: PROJECT,
    rulesPath: RULES,
    webChannel: { streamMaxMs: 300, longPollMs: 300 },
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  adminApp = initializeApp({ projectId: PROJECT }, 'browser-sdk-admin');
  admin = getFirestore(adminApp);
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await admin?.terminate();
  if (adminApp) await deleteApp(adminApp);
  await server?.stop();
});

describe.each([
  ['streaming', false],
  ['long polling', true],
])('web SDK over WebChannel (%s)', (transport, longPolling) => {
  let page: Page;
  const backChannelModes = new Set<string>();
  const sdkWarnings: string[] = [];
  const reader = `reader-${longPolling}`;
  const writer = `writer-${longPolling}`;
  const anonymous = `anon-${longPolling}`;

  beforeAll(async () => {
    await fetch(
      `http://127.0.0.1:${server.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    await admin
      .doc('events/a')
      .set({ status: 'live', title: 'A ✓ ünïcode', start: Timestamp.fromMillis(2000) });
    await admin
      .doc('events/c')
      .set({ status: 'live', title: 'C', start: Timestamp.fromMillis(1000) });
    await admin
      .doc('events/d')
      .set({ status: 'draft', title: 'D', start: Timestamp.fromMillis(500) });
    page = await browser.newPage();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith('/channel') && url.searchParams.get('RID') === 'rpc')
        backChannelModes.add(url.searchParams.get('CI')!);
    });
    page.on('console', (msg) => {
      if (/Could not reach|backend didn't respond|transport errored/i.test(msg.text()))
        sdkWarnings.push(msg.text());
    });
    const options = { host: '127.0.0.1', port: server.port, projectId: PROJECT, longPolling };
    await call(page, 'init', reader, { ...options, token: READER });
    await call(page, 'init', writer, { ...options, token: WRITER });
    await call(page, 'init', anonymous, options);
  });

  afterAll(() => page.close());

  test('getDoc reads existing and missing documents through Listen', async () => {
    const existing = await call(page, 'getDocViaListen', reader, 'events/a');
    expect(existing).toMatchObject({
      exists: true,
      fromCache: false,
      data: { title: 'A ✓ ünïcode', start: { timestampMillis: 2000 } },
    });
    expect(await call(page, 'getDocViaListen', reader, 'events/missing')).toMatchObject({
      exists: false,
      fromCache: false,
    });
  });

  test('doc and query listeners get live updates from firebase-admin writes', async () => {
    await call(page, 'listenDoc', reader, 'doc', 'events/a');
    await call(page, 'listenQuery', reader, 'query', {
      collection: 'events',
      where: [['status', '==', 'live']],
      orderBy: [['start', 'asc']],
    });
    await until(page, 'doc', (e) => last(e)?.exists === true);
    // The SDK may first show what its cache already holds; the server's answer follows.
    expect(last(await until(page, 'query', (e) => last(e)?.fromCache === false))).toEqual({
      ids: ['c', 'a'],
      fromCache: false,
    });

    await admin.doc('events/a').update({ title: 'A2' });
    await until(page, 'doc', (e) => last(e)?.data?.title === 'A2');
    await admin
      .doc('events/b')
      .set({ status: 'live', title: 'B', start: Timestamp.fromMillis(100) });
    await until(page, 'query', (e) => last(e)?.ids?.join() === 'b,c,a');
    await admin.doc('events/c').update({ status: 'past' });
    await until(page, 'query', (e) => last(e)?.ids?.join() === 'b,a');
    await admin.doc('events/b').delete();
    await until(page, 'query', (e) => last(e)?.ids?.join() === 'a');
    await admin.doc('events/a').delete();
    await until(page, 'doc', (e) => last(e)?.exists === false);
    expect(
      (await until(page, 'query', (e) => last(e)?.ids?.length === 0)).every((e) => !e.error),
    ).toBe(true);
    await call(page, 'unlisten', 'doc');
    await call(page, 'unlisten', 'query');
  });

  test('two clients listen at once', async () => {
    await call(page, 'listenQuery', reader, 'r', {
      collection: 'events',
      orderBy: [['title', 'asc']],
    });
    await call(page, 'listenQuery', writer, 'w', {
      collection: 'events',
      orderBy: [['title', 'asc']],
    });
    await until(page, 'r', (e) => e.length > 0);
    await until(page, 'w', (e) => e.length > 0);
    await admin.doc('events/z').set({ title: 'Z' });
    await until(page, 'r', (e) => !!last(e)?.ids?.includes('z'));
    await until(page, 'w', (e) => !!last(e)?.ids?.includes('z'));
    await call(page, 'unlisten', 'r');
    await call(page, 'unlisten', 'w');
  });

  test('one-shot reads and count go over REST', async () => {
    await admin.doc('events/e1').set({ status: 'live', start: Timestamp.fromMillis(1) });
    await admin.doc('events/e2').set({ status: 'live', start: Timestamp.fromMillis(2) });
    await admin.doc('events/e3').set({ status: 'draft', start: Timestamp.fromMillis(3) });
    const spec = {
      collection: 'events',
      where: [['status', 'in', ['live', 'draft']]],
      orderBy: [['start', 'asc']],
      limit: 2,
    };
    expect(await call(page, 'getDocs', reader, spec)).toEqual({ ids: ['e1', 'e2'] });
    expect(await call(page, 'getDocsViaListen', reader, spec)).toEqual({
      ids: ['e1', 'e2'],
      fromCache: false,
    });
    expect(
      await call(page, 'count', reader, {
        collection: 'events',
        where: [['status', '==', 'live']],
      }),
    ).toEqual({ count: 2 });
    expect(await call(page, 'getDoc', reader, 'events/e3')).toMatchObject({
      exists: true,
      data: { status: 'draft' },
    });
  });

  test('client writes go over the Write channel and honour the rules', async () => {
    expect(await call(page, 'setDoc', writer, 'scratch/w', { title: 'W' }, true)).toEqual({
      ok: true,
    });
    const written = (await admin.doc('scratch/w').get()).data()!;
    expect(written.title).toBe('W');
    expect(Math.abs((written.at as Timestamp).toMillis() - Date.now())).toBeLessThan(10_000);
    expect(await call(page, 'getDoc', writer, 'scratch/w')).toMatchObject({
      data: { title: 'W', at: { timestampMillis: (written.at as Timestamp).toMillis() } },
    });
    expect(await call(page, 'updateDoc', writer, 'scratch/w', { title: 'W2' })).toEqual({
      ok: true,
    });
    expect(await call(page, 'updateDoc', writer, 'scratch/nope', { title: 'x' })).toEqual({
      error: 'not-found',
    });
    expect(
      await call(page, 'setDoc', writer, 'scratch/after', { title: 'still works' }, false),
    ).toEqual({ ok: true });
    expect(await call(page, 'incrementInTransaction', writer, 'scratch/counter')).toEqual({
      value: 1,
    });
    expect(await call(page, 'incrementInTransaction', writer, 'scratch/counter')).toEqual({
      value: 2,
    });
    expect(await call(page, 'deleteDoc', writer, 'scratch/after')).toEqual({ ok: true });
    expect((await admin.doc('scratch/after').get()).exists).toBe(false);

    expect(await call(page, 'setDoc', reader, 'scratch/r', { title: 'R' }, false)).toEqual({
      error: 'permission-denied',
    });
    expect(await call(page, 'setDoc', writer, 'events/x', { title: 'X' }, false)).toEqual({
      error: 'permission-denied',
    });
    expect((await admin.doc('events/x').get()).exists).toBe(false);
  });

  test('denied reads answer permission-denied on every path', async () => {
    expect(await call(page, 'getDocViaListen', anonymous, 'events/e1')).toEqual({
      error: 'permission-denied',
    });
    expect(await call(page, 'getDoc', anonymous, 'events/e1')).toEqual({
      error: 'permission-denied',
    });
    expect(await call(page, 'getDocs', reader, { collection: 'scratch' })).toEqual({
      error: 'permission-denied',
    });
    expect(await call(page, 'count', reader, { collection: 'scratch' })).toEqual({
      error: 'permission-denied',
    });
    await call(page, 'listenQuery', reader, 'denied', { collection: 'scratch' });
    expect(await until(page, 'denied', (e) => e.length > 0)).toEqual([
      { error: 'permission-denied' },
    ]);
    // The stream survives a denied target: other listeners on the same client still work.
    expect(await call(page, 'getDocViaListen', reader, 'events/e1')).toMatchObject({
      exists: true,
    });
  });

  test(`the back channel stayed in ${transport} mode without connectivity warnings`, () => {
    expect([...backChannelModes]).toEqual([longPolling ? '1' : '0']);
    expect(sdkWarnings).toEqual([]);
  });
});
