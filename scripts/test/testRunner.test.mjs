// The test runner as a user meets it: a suite that breaks or hangs is reported by name, killed with
// everything it started, and a missing browser stops the run at once with what to do.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { PORTS } = createRequire(import.meta.url)('../stackAddresses.cjs');
const STACK_PORTS = [PORTS.firestore, PORTS.auth, PORTS.functions, PORTS.stripe, PORTS.sendgrid];

function runTests(args, env = {}) {
  const startedAt = Date.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'test-all.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, ...env },
  });
  return { ...run, seconds: (Date.now() - startedAt) / 1000 };
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function processesMatching(pattern) {
  const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return ps.stdout.split('\n').filter((line) => pattern.test(line) && !line.includes('ps -eo'));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

test('a suite that fails in its beforeAll is reported and leaves no emulator or fake behind', async () => {
  const run = runTests(['--dir', 'scripts/fixtures/failing-setup']);
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /Failed suites: .*failing-setup/);
  assert.match(run.stdout, /^tests: 0 passed, 1 failed$/m);
  await settle();
  for (const port of STACK_PORTS) assert.equal(await listening(port), false, `port ${port} open`);
  assert.deepEqual(
    processesMatching(/holdWhileParentLives|cloud-firestore-emulator|firestore-emulator-launcher/),
    [],
  );
});

test('a suite that hangs is killed at its time limit with its child processes', async () => {
  const run = runTests(['--dir', 'scripts/fixtures/hanging'], { TEST_SUITE_TIME_LIMIT_S: '5' });
  assert.equal(run.status, 1);
  assert.match(run.stdout, /Failed suites: .*hanging \(killed after its 5 s limit\)/);
  assert.match(run.stdout, /^tests: 0 passed, 1 failed$/m);
  assert.ok(run.seconds < 60, `took ${run.seconds} s`);
  await settle();
  assert.deepEqual(processesMatching(/curso-hanging-fixture-child/), []);
});

test('a CHROMIUM_PATH that points at nothing stops the run at once, before any suite', () => {
  const run = runTests([], { CHROMIUM_PATH: '/nonexistent/chromium' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /CHROMIUM_PATH is \/nonexistent\/chromium, which is not an executable/);
  assert.match(run.stderr, /No test was run/);
  assert.doesNotMatch(run.stdout, /▶/);
  assert.ok(run.seconds < 10, `took ${run.seconds} s`);
});
