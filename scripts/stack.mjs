// The local stack shared by `npm start` and the browser tests: local Firestore, Stripe and
// SendGrid fakes (in this process), and the firebase-tools Auth, Functions and Hosting emulators
// (one child process group). Nothing here reaches the internet: the project id is a demo- one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
export const PROJECT_ID = 'demo-curso-eii';
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const emu = firebaseJson.emulators;

export const PORTS = {
  auth: emu.auth.port,
  functions: emu.functions.port,
  firestore: emu.firestore.port,
  hosting: emu.hosting.port,
  stripe: 12111,
  sendgrid: 12112,
};
export const HOST = '127.0.0.1';
export const URLS = {
  site: `http://${HOST}:${PORTS.hosting}`,
  functions: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1`,
  stripe: `http://${HOST}:${PORTS.stripe}`,
  sendgrid: `http://${HOST}:${PORTS.sendgrid}`,
  firestore: `${HOST}:${PORTS.firestore}`,
  auth: `${HOST}:${PORTS.auth}`,
};

const secretFile = join(ROOT, 'functions', '.secret.local');

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

/** Builds what the emulators serve: the local Firestore, the fakes, the functions bundle, the web app. */
export function buildAll({ web = true } = {}) {
  run('npm', [
    'run',
    'build',
    '-w',
    'devstack/firestore',
    '-w',
    'devstack/fakes',
    '-w',
    'functions',
  ]);
  if (web) run('npm', ['run', 'build', '-w', 'web'], { VITE_USE_EMULATORS: 'true' });
}

/** The official emulator is used when this machine can run it (Java 21+ and its JAR cached). */
function officialFirestoreAvailable() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = Number(/version "(\d+)/.exec(`${java.stderr}${java.stdout}`)?.[1] ?? 0);
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  const jar =
    existsSync(cache) && readdirSync(cache).some((f) => f.startsWith('cloud-firestore-emulator'));
  return major >= 21 && jar;
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

/** Kills the emulators' whole process group (firebase-tools, its function runtimes, the hold script). */
function killGroup(child, signal) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function startEmulators(only, log) {
  const hold = `node ${join(ROOT, 'scripts', 'holdWhileParentLives.cjs')} ${process.pid}`;
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
      'emulators:exec',
      '--only',
      only.join(','),
      '--project',
      PROJECT_ID,
      hold,
    ],
    {
      cwd: ROOT,
      // Own process group, so stopping reaches every descendant at once.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: URLS.firestore,
        FIREBASE_AUTH_EMULATOR_HOST: URLS.auth,
        // No metadata-server probes and no update checks: this machine is offline.
        METADATA_SERVER_DETECTION: 'none',
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  );
  let output = '';
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
      if (output.includes('EMULATORS_READY')) {
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
  const stop = () =>
    new Promise((resolve) => {
      process.off('exit', onExit);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    });
  return { ready, stop };
}

/**
 * Starts everything and resolves once the site answers. `seed` loads emulator-data/seed.json and
 * resolves the demo logins; `exportPath` saves the local Firestore's documents there on stop;
 * `secrets` overrides the local-only function secrets (tests sign
 * webhooks with their own); `stop()` leaves no process behind.
 */
export async function startStack({
  seed = true,
  hosting = true,
  secrets = {},
  exportPath,
  log = { verbose: false },
} = {}) {
  const official = officialFirestoreAvailable();
  const ports = [PORTS.auth, PORTS.functions, PORTS.firestore, PORTS.stripe, PORTS.sendgrid];
  if (hosting) ports.push(PORTS.hosting);
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
    if (!official) {
      const { startLocalFirestore } = await import('@curso/local-firestore');
      const firestore = await startLocalFirestore({
        host: HOST,
        port: PORTS.firestore,
        projectId: PROJECT_ID,
        rulesPath: join(ROOT, 'firestore.rules'),
        exportPath,
      });
      stops.push(() => firestore.stop());
    }
    const { startStripeFake, startSendgridFake } = await import('@curso/fakes');
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
    });
    stops.push(() => sendgrid.stop());

    const only = ['auth', 'functions'];
    if (hosting) only.push('hosting');
    if (official) only.push('firestore');
    const emulators = startEmulators(only, log);
    stops.push(() => emulators.stop());
    await emulators.ready;

    process.env.FIRESTORE_EMULATOR_HOST = URLS.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = URLS.auth;
    let logins = [];
    if (seed) {
      const { seed: loadSeed } = await import('./seed.mjs');
      logins = await loadSeed(PROJECT_ID);
    }
    return { urls: URLS, logins, official, stripe, sendgrid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
