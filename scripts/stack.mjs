// The local stack shared by `npm start`, the tests and the benchmarks: the Stripe and SendGrid fakes
// (in this process) and firebase-tools' Auth, Functions, Firestore and Hosting emulators (one child
// process group). Nothing here reaches the internet: the project id is a demo- one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { demoLogins, EXPORT_DIR, loadDemoEditions, refreshDemoClock } from './demo.mjs';
import { linkDemoSessions } from './demoZoom.mjs';
import { emulatorEnvironment } from './prerequisites/index.mjs';
import addresses from './stackAddresses.cjs';

const {
  FUNCTIONS_LOCAL_ENV,
  FUNCTIONS_REGION,
  HOST,
  PORTS,
  PROJECT_ID,
  ROOT,
  UNSERVED_SITE_DIR,
  URLS,
  WEB_EMULATOR_ENV,
} = addresses;

export { HOST, PORTS, PROJECT_ID, ROOT, URLS };

const secretFile = join(ROOT, 'functions', '.secret.local');

/** The functions' plain parameters for the local stack (the emulator reads `.env.local` last). */
function writeLocalParams(overrides) {
  const params = { ...FUNCTIONS_LOCAL_ENV, ...overrides };
  const lines = Object.entries(params).map(([key, value]) => `${key}=${value}`);
  writeFileSync(join(ROOT, 'functions', '.env.local'), `${lines.join('\n')}\n`);
}

/**
 * Writes `functions/.secret.local`, where the Functions emulator reads secrets. The values are
 * local-only: the fakes accept them and nothing real does.
 */
function writeLocalSecrets(overrides) {
  const existing = existsSync(secretFile) ? readFileSync(secretFile, 'utf8') : '';
  const secrets = {
    STRIPE_SECRET_KEY: 'sk_test_local_only',
    STRIPE_WEBHOOK_SECRET: 'whsec_local_only',
    SENDGRID_API_KEY: 'SG.local_only',
    ZOOM_ACCOUNT_ID: 'zoom_account_local_only',
    ZOOM_CLIENT_ID: 'zoom_client_local_only',
    ZOOM_CLIENT_SECRET: 'zoom_secret_local_only',
    ZOOM_WEBHOOK_SECRET_TOKEN: 'zoom_webhook_local_only',
    // Kept across restarts so codes sent before a restart still verify.
    CODE_HMAC_SECRET:
      /^CODE_HMAC_SECRET=(.+)$/m.exec(existing)?.[1] ?? randomBytes(32).toString('hex'),
    ...overrides,
  };
  const lines = Object.entries(secrets).map(([key, value]) => `${key}=${value}`);
  writeFileSync(secretFile, `${lines.join('\n')}\n`);
  return secrets;
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Builds what the emulators serve: the fakes, the functions bundle, the web app. */
export function buildAll({ web = true } = {}) {
  if (web) {
    // The production bundle, also when a test runner (which sets NODE_ENV=test) builds it.
    run('npm', ['run', 'build', '-w', 'web'], {
      ...WEB_EMULATOR_ENV,
      VITE_USE_EMULATORS: 'true',
      NODE_ENV: 'production',
    });
  }
  // After the web app: the functions take its HTML shell, to publish the prerendered pages with.
  run('npm', ['run', 'build', '-w', 'devstack/fakes', '-w', 'functions']);
}

const FIREBASE_BIN = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/**
 * The environment firebase-tools runs in: the emulators' hosts for firebase-admin, Java 21+ and the
 * Firestore emulator found on this machine (throws a PrerequisiteError naming what is missing).
 */
let environment;
export function firebaseEnvironment() {
  environment ??= {
    ...process.env,
    ...emulatorEnvironment({ runDir: join(ROOT, '.devstack-run'), firebaseBin: FIREBASE_BIN }),
    FIRESTORE_EMULATOR_HOST: URLS.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: URLS.auth,
    GCLOUD_PROJECT: PROJECT_ID,
    // No metadata-server probes and no update checks: this machine may be offline.
    METADATA_SERVER_DETECTION: 'none',
    NO_UPDATE_NOTIFIER: '1',
  };
  return environment;
}

/** `firebase emulators:exec` arguments for these emulators, data import and export-on-exit. */
export function emulatorsExecArgs({ only, importDir, exportDir, command, config }) {
  const args = [FIREBASE_BIN, 'emulators:exec', '--only', only.join(','), '--project', PROJECT_ID];
  if (config) args.push('--config', config);
  if (importDir) args.push('--import', importDir);
  if (exportDir) args.push('--export-on-exit', exportDir);
  return [...args, command];
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * firebase-tools starts the Firestore emulator's JVM in a process group of its own and stops it
 * itself; when firebase-tools had to be killed before it could, the JVM would keep the port and
 * make the next stack fail. It is found by its command line and killed.
 */
function killFirestoreLeftBehind() {
  const listing = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).stdout ?? '';
  for (const line of listing.split('\n')) {
    const [, pid, args] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
    const ours =
      args?.includes('java') &&
      /firestore/i.test(args) &&
      args.includes(`--port ${PORTS.firestore} `) &&
      args.includes(`--project_id ${PROJECT_ID}`);
    if (ours) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

/** Whether the process has ended, by itself or by a signal (then `exitCode` stays null). */
const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Kills the emulators' whole process group (firebase-tools, its function runtimes, the hold script). */
function killGroup(child, signal) {
  if (child.pid === undefined || exited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function startEmulators({ only, importDir, exportDir, env, log, config }) {
  const hold = `node ${join(ROOT, 'scripts', 'holdWhileParentLives.cjs')} ${process.pid}`;
  const child = spawn(
    process.execPath,
    emulatorsExecArgs({ only, importDir, exportDir, command: hold, config }),
    // Own process group, so a forced stop reaches every descendant at once.
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  let output = '';
  let holdPid;
  const collect = (chunk) => {
    output += chunk;
    if (log.verbose) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`emulators not ready in 90 s:\n${output}`));
    }, 90_000);
    const check = setInterval(() => {
      const announced = /EMULATORS_READY (\d+)/.exec(output);
      if (announced) {
        holdPid = Number(announced[1]);
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`emulators exited (${code}) before being ready:\n${output}`));
    });
  });
  // If this process dies without stopping the stack, the hold script stops the group; on a normal
  // exit without stop(), do it here.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);
  // Ending the held command lets firebase-tools shut the emulators down itself (and export, when
  // asked); whatever is still in the group after that, or after 60 s, is killed.
  const stop = () =>
    new Promise((resolve) => {
      process.off('exit', onExit);
      const done = () => {
        killGroup(child, 'SIGKILL');
        if (only.includes('firestore')) killFirestoreLeftBehind();
        resolve();
      };
      if (exited(child)) return done();
      child.once('exit', done);
      try {
        if (holdPid) process.kill(holdPid, 'SIGTERM');
        else killGroup(child, 'SIGTERM');
      } catch {
        killGroup(child, 'SIGTERM');
      }
      setTimeout(() => killGroup(child, 'SIGKILL'), 60_000).unref();
    });
  // At once, as a machine that fails: requests in flight get no answer and nothing is exported.
  const kill = () =>
    new Promise((resolve) => {
      process.off('exit', onExit);
      if (exited(child)) return resolve();
      child.once('exit', () => resolve());
      killGroup(child, 'SIGKILL');
    });
  return { ready, stop, kill };
}

/** Only these emulators, with no data and no fakes (the rules tests need Firestore alone). */
export async function startEmulatorsOnly(only) {
  const emulators = startEmulators({ only, env: firebaseEnvironment(), log: { verbose: false } });
  await emulators.ready;
  return { stop: emulators.stop };
}

/**
 * The Functions emulator on its own, for a stack started with `functions: false`: a benchmark can
 * kill it mid-run and start it again while Auth and Firestore keep their data. Its functions reach
 * those emulators through the environment; Firestore triggers do not run in it (firebase-tools
 * registers them only with a Firestore emulator of its own process).
 */
export async function startFunctionsEmulator({ log = { verbose: false } } = {}) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const config = join(ROOT, '.firebase', 'functions-only.json');
  mkdirSync(dirname(config), { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      functions: base.functions.map((f) => ({
        ...f,
        source: relative(dirname(config), join(ROOT, f.source)),
      })),
      emulators: {
        functions: base.emulators.functions,
        tasks: base.emulators.tasks,
        // Beside the other emulators' own hub and log ports.
        hub: { host: HOST, port: base.emulators.hub.port + 1 },
        logging: { host: HOST, port: base.emulators.logging.port + 1 },
        ui: { enabled: false },
      },
    }),
  );
  const emulators = startEmulators({
    only: ['functions'],
    env: firebaseEnvironment(),
    log,
    config,
  });
  await emulators.ready;
  return { stop: emulators.stop, kill: emulators.kill };
}

/** The built web app, which the Hosting emulator serves and the site's publications write to. */
const SITE_DIR = join(ROOT, 'web', 'dist');

/** Asks the functions to publish the site, as their triggers do after a change to the edition. */
async function publishSite() {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `${HOST}:${PORTS.tasks}`;
  // The emulator needs no credential: no probe of a metadata server this machine does not have.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFunctions } = await import('firebase-admin/functions');
  // An app of its own: the scripts that start a stack make the default one as they need it.
  const app =
    getApps().find((candidate) => candidate.name === 'stack') ??
    initializeApp({ projectId: PROJECT_ID }, 'stack');
  await getFunctions(app)
    .taskQueue(`locations/${FUNCTIONS_REGION}/functions/sitePublicationTask`)
    .enqueue({});
}

/** Resolves once Hosting serves the published edition (`/edition.json` as JSON, not the shell). */
async function siteShowing(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${URLS.site}/edition.json`).catch(() => null);
    if (response?.headers.get('content-type')?.includes('json')) return;
    if (Date.now() > deadline) throw new Error('The site was not published within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts everything and resolves once the emulators answer. `seed` imports the demo export of
 * emulator-data/ (or `importDir`) and moves its session times to now; without it, only the demo's
 * editions are written; `exportDir` is firebase-tools'
 * --export-on-exit; `secrets` overrides the local-only function secrets (tests sign webhooks with
 * their own) and `params` the function parameters; `emailEvents: false` keeps the SendGrid fake from
 * posting delivery events (the benchmarks measure sends, not the webhook that follows them);
 * `stop()` leaves no process behind.
 */
export async function startStack({
  seed = true,
  hosting = true,
  functions = true,
  emailEvents = true,
  secrets = {},
  params = {},
  importDir = EXPORT_DIR,
  exportDir,
  log = { verbose: false },
} = {}) {
  const env = firebaseEnvironment();
  const ports = [
    PORTS.auth,
    PORTS.firestore,
    PORTS.stripe,
    PORTS.sendgrid,
    PORTS.zoom,
    PORTS.hostingApi,
  ];
  if (hosting) ports.push(PORTS.hosting);
  if (functions) ports.push(PORTS.functions);
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length) {
    throw new Error(`Ports already in use: ${busy.join(', ')}. Stop the other local stack first.`);
  }

  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const functionSecrets = writeLocalSecrets(secrets);
    const { startStripeFake, startSendgridFake, startZoomFake, startHostingFake } =
      await import('@curso/fakes');
    // What the Hosting emulator serves, or, for a stack without it, a directory started empty.
    if (!hosting) {
      rmSync(UNSERVED_SITE_DIR, { recursive: true, force: true });
      mkdirSync(UNSERVED_SITE_DIR, { recursive: true });
    }
    const hostingApi = await startHostingFake({
      host: HOST,
      port: PORTS.hostingApi,
      site: PROJECT_ID,
      publicDir: hosting ? SITE_DIR : UNSERVED_SITE_DIR,
    });
    stops.push(() => hostingApi.stop());
    const stripe = await startStripeFake({
      host: HOST,
      port: PORTS.stripe,
      webhookUrl: `${URLS.functions}/stripeWebhook`,
      webhookSecret: functionSecrets.STRIPE_WEBHOOK_SECRET,
    });
    stops.push(() => stripe.stop());
    const sendgrid = await startSendgridFake({
      host: HOST,
      port: PORTS.sendgrid,
      apiKey: functionSecrets.SENDGRID_API_KEY,
      eventWebhookUrl: emailEvents ? `${URLS.functions}/sendgridWebhook` : undefined,
    });
    stops.push(() => sendgrid.stop());
    // The fake's Signed Event Webhook key is made anew at each start.
    writeLocalParams({ SENDGRID_WEBHOOK_VERIFICATION_KEY: sendgrid.publicKey, ...params });
    const zoom = await startZoomFake({
      host: HOST,
      port: PORTS.zoom,
      accountId: functionSecrets.ZOOM_ACCOUNT_ID,
      clientId: functionSecrets.ZOOM_CLIENT_ID,
      clientSecret: functionSecrets.ZOOM_CLIENT_SECRET,
      webhookUrl: `${URLS.functions}/zoomWebhook`,
      webhookSecretToken: functionSecrets.ZOOM_WEBHOOK_SECRET_TOKEN,
    });
    stops.push(() => zoom.stop());

    const only = ['auth', 'firestore'];
    if (functions) only.push('functions');
    if (hosting) only.push('hosting');
    const emulators = startEmulators({
      only,
      importDir: seed ? importDir : undefined,
      exportDir,
      env,
      log,
    });
    stops.push(() => emulators.stop());
    // Before the emulators stop (stops run last first): a webhook post still coming in, or one
    // being retried, would hold up the Functions emulator's shutdown.
    stops.push(async () => sendgrid.stopEvents());
    await emulators.ready;

    process.env.FIRESTORE_EMULATOR_HOST = URLS.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = URLS.auth;
    let logins = [];
    if (seed) {
      await refreshDemoClock(PROJECT_ID);
      await linkDemoSessions(PROJECT_ID, zoom, {
        accountId: functionSecrets.ZOOM_ACCOUNT_ID,
        clientId: functionSecrets.ZOOM_CLIENT_ID,
        clientSecret: functionSecrets.ZOOM_CLIENT_SECRET,
      });
      logins = demoLogins();
      // An imported export runs no triggers: the site is published as a deploy leaves it.
      if (functions && hosting) await publishSite();
    } else {
      // Every page and most callables read the current edition: a stack without demo data still
      // has the demo's editions.
      await loadDemoEditions(PROJECT_ID);
    }
    if (functions && hosting) await siteShowing();
    return { urls: URLS, logins, stripe, sendgrid, zoom, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
