// `npm run bench:web`: what a visitor's browser downloads and how soon it paints. Builds the site,
// starts the local stack with the demo data and loads each route in headless Chromium with the CPU
// slowed 4×, each load in a fresh browser profile (empty cache), signed in where the route needs
// it. Prints per route the JavaScript downloaded, gzipped (each script as Hosting serves it
// compressed), and the median Largest Contentful Paint of 5 loads. The last line is the `/` figure
// in KB. Goals: `/` ≤ 150 KB, `/register` ≤ 215 KB, and LCP ≤ 0.6 s for both (they arrive
// prerendered: docs/architecture.md#the-published-site).
// Then the signed-in pages, at normal CPU and 4× slower: from opening the tab to the page's own
// content, first right after signing in, then on a repeat visit served by Firestore's local cache.
// Goals: repeat ≤ 500 ms (normal) and ≤ 1.0 s (4×); first ≤ 1.0 s (normal).
import { gzipSync } from 'node:zlib';
import chromiumLauncher from './chromium.cjs';
import { signIn } from './bench/signIn.mjs';
import { buildAll, startStack, URLS } from './stack.mjs';

const LOADS = Number(process.env.BENCH_WEB_LOADS) || 5;
const CPU_SLOWDOWN = 4;
/** After the page's heading shows, how long late scripts (chunks loaded on demand) may still come. */
const SETTLE_MS = 1500;

const ROUTES = [
  { path: '/', as: null },
  { path: '/register', as: null },
  { path: '/login', as: null },
  { path: '/dashboard', as: 'attendee' },
  { path: '/admin', as: 'admin' },
];

/** Signed-in pages: from opening the tab to the page's own content, with no "Cargando…" left. */
const SIGNED_IN = [
  { path: '/dashboard', as: 'attendee' },
  { path: '/dashboard/live', as: 'attendee' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/registrations', as: 'admin', shows: 'Mostrando' },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The largest paint so far, read from the browser's own entries (buffered since navigation). */
function readLcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
}

async function load(browser, path, storageState) {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1280, height: 800 },
    storageState,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto(`${URLS.site}${path}`);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const lcp = await readLcp(page);
    const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    return { lcp, kb: bytes / 1024, files: scripts.size };
  } finally {
    await context.close();
  }
}

/**
 * Milliseconds from navigation to the page's own content: a heading, no "Cargando" anywhere, and
 * `shows` when given (the registrations grid's count line).
 */
async function contentShown(page, path, shows) {
  await page.goto(`${URLS.site}${path}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (text) => {
      const body = document.body?.innerText ?? '';
      const ready =
        document.querySelector('h1') &&
        !body.includes('Cargando') &&
        (!text || body.includes(text));
      return ready ? performance.now() : false;
    },
    shows ?? null,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/**
 * A signed-in page opened right after signing in (a new browser profile holding only the session:
 * what the sign-in's own landing stored in Firestore's cache is left out), then opened again in
 * the same browser (the cache holds what the first visit read), at `cpu`× slower.
 */
async function signedInVisits(browser, route, state, cpu) {
  const sessionOnly = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      indexedDB: (origin.indexedDB ?? []).filter((db) => db.name === 'firebaseLocalStorageDb'),
    })),
  };
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1280, height: 800 },
    storageState: sessionOnly,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const first = await contentShown(page, route.path, route.shows);
    // Time for the cache to be written, as between two visits.
    await page.waitForTimeout(SETTLE_MS);
    const repeat = await contentShown(page, route.path, route.shows);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

async function signedInState(browser, email, landing) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await signIn(page, email, landing);
  // Firebase Auth keeps the session in IndexedDB.
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

async function main() {
  buildAll();
  const stack = await startStack();
  const browser = await chromiumLauncher.launchChromium();
  try {
    const attendee = stack.logins.find((l) => l.role !== 'admin' && l.state.startsWith('aprobado'));
    const admin = stack.logins.find((l) => l.role === 'admin');
    const states = {
      attendee: await signedInState(browser, attendee.email, '/dashboard'),
      admin: await signedInState(browser, admin.email, '/admin'),
    };
    const rows = {};
    let homeKb = 0;
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < LOADS; i += 1) {
        runs.push(await load(browser, route.path, route.as ? states[route.as] : undefined));
      }
      const kb = median(runs.map((r) => r.kb));
      if (route.path === '/') homeKb = kb;
      rows[route.as ? `${route.path} (${route.as})` : route.path] = {
        'JS gzipped (KB)': Number(kb.toFixed(1)),
        scripts: median(runs.map((r) => r.files)),
        'LCP median (ms)': Math.round(median(runs.map((r) => r.lcp))),
      };
    }
    const visits = {};
    for (const route of SIGNED_IN) {
      const row = {};
      for (const cpu of [1, CPU_SLOWDOWN]) {
        const runs = [];
        for (let i = 0; i < LOADS; i += 1) {
          runs.push(await signedInVisits(browser, route, states[route.as], cpu));
        }
        const label = cpu === 1 ? 'normal CPU' : `CPU ${cpu}×`;
        row[`first visit, ${label} (ms)`] = Math.round(median(runs.map((r) => r.first)));
        row[`repeat visit, ${label} (ms)`] = Math.round(median(runs.map((r) => r.repeat)));
      }
      visits[`${route.path} (${route.as})`] = row;
    }
    console.log(`\nEach route loaded ${LOADS} times, cache empty, CPU ${CPU_SLOWDOWN}× slower`);
    console.table(rows);
    console.log(
      `\nSigned-in pages, median of ${LOADS}: opened after signing in, then again from Firestore's cache`,
    );
    console.table(visits);
    console.log(`/ JavaScript gzipped: ${homeKb.toFixed(1)} KB`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
