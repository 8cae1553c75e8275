// `npm test`: checks first that the machine has what the suites need (the functions' production
// Node.js, Java 21+ and the Firestore emulator, a Chromium), then runs every suite, each in its own
// process group with a time limit, and closes with one summary line over all of them. A suite that
// fails, hangs or outlives its limit is killed with everything it started, reported by name, and
// the run goes on. The suites that start no emulator run beside those that do.
//
// `npm test -- common web` runs only the suites named; `--dir PATH` adds a Jest suite folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  describeNode,
  ensureChromium,
  PrerequisiteError,
  productionNode,
} from './prerequisites/index.mjs';
import { firebaseEnvironment, ROOT } from './stack.mjs';

const MINUTE = 60_000;
/** In order; `emulators` and `browser` say what a suite needs from the machine. */
const SUITES = [
  { name: 'common', limit: 5 * MINUTE, alongside: true },
  { name: 'scripts', runner: 'node', limit: 10 * MINUTE, emulators: true },
  { name: 'devstack/fakes', limit: 5 * MINUTE, alongside: true },
  { name: 'rules', limit: 10 * MINUTE, emulators: true },
  {
    name: 'functions',
    jestArgs: ['--selectProjects', 'unit', 'integration'],
    limit: 15 * MINUTE,
    emulators: true,
  },
  // On a stack of its own: its generated administrator calls may run bulk actions over everyone.
  {
    name: 'functions-odd-input',
    folder: 'functions',
    jestArgs: ['--selectProjects', 'odd-input'],
    limit: 6 * MINUTE,
    emulators: true,
  },
  { name: 'web', limit: 10 * MINUTE, alongside: true },
  { name: 'e2e', limit: 25 * MINUTE, emulators: true, browser: true },
];

function parseArgs(argv) {
  const names = [];
  const dirs = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dir') dirs.push(argv[(i += 1)]);
    else names.push(argv[i]);
  }
  const everything = !names.length && !dirs.length;
  const chosen = SUITES.filter((s) => everything || names.includes(s.name));
  const extra = dirs.map((dir) => ({ name: dir, dir: resolve(dir), limit: 10 * MINUTE }));
  return [...chosen, ...extra].map((suite) => ({
    dir: join(ROOT, suite.folder ?? suite.name),
    ...suite,
  }));
}

/** Everything the chosen suites need, checked before any of them starts; exits with the message. */
function checkPrerequisites(suites) {
  const env = {};
  try {
    console.log(`Suites run on ${describeNode(productionNode())}.`);
    if (suites.some((s) => s.browser)) env.CHROMIUM_PATH = ensureChromium();
    if (suites.some((s) => s.emulators)) firebaseEnvironment();
  } catch (error) {
    if (!(error instanceof PrerequisiteError)) throw error;
    console.error(`\n${error.message}\nNo test was run.`);
    process.exit(1);
  }
  return env;
}

function command(suite, report) {
  if (suite.runner === 'node') {
    return {
      file: process.execPath,
      args: ['--test', '--test-reporter=tap', 'test/**/*.test.mjs'],
    };
  }
  const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  return {
    file: process.execPath,
    args: [jest, ...(suite.jestArgs ?? []), '--json', `--outputFile=${report}`],
  };
}

/** Kills a suite's whole process group; the stack's hold script then stops its emulators. */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Runs one suite. Its output streams through, or, for a suite running alongside others
 * (`quiet`), is kept and handed back, to be printed whole when it is done.
 */
function runSuite(suite, env, report, { quiet = false } = {}) {
  const limitMs = Number(process.env.TEST_SUITE_TIME_LIMIT_S) * 1000 || suite.limit;
  const { file, args } = command(suite, report);
  return new Promise((done) => {
    const child = spawn(file, args, {
      cwd: suite.dir,
      detached: true,
      stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env, CI: 'true' },
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (quiet) output += chunk;
      else process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, limitMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      // Whatever the suite left running in its group goes with it.
      killGroup(child, 'SIGKILL');
      done({ code, timedOut, limitMs, stdout, output });
    });
  });
}

/** Passed and failed test counts from a Jest JSON report or a node:test TAP summary. */
function counts(suite, report, stdout) {
  if (suite.runner === 'node') {
    const number = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(stdout)?.[1] ?? 0);
    return { passed: number('pass'), failed: number('fail') };
  }
  if (!existsSync(report)) return { passed: 0, failed: 0 };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  return { passed: result.numPassedTests, failed: result.numFailedTests };
}

const suites = parseArgs(process.argv.slice(2));
const env = checkPrerequisites(suites);
const reportDir = mkdtempSync(join(tmpdir(), 'curso-tests-'));
let passed = 0;
let failed = 0;
const broken = [];

/** Runs suites one after another; each result is tallied as it ends. */
async function runInTurn(list, { quiet }) {
  for (const suite of list) {
    if (!existsSync(suite.dir)) {
      broken.push(`${suite.name} (no such folder)`);
      continue;
    }
    const report = join(reportDir, `${suite.name.replace(/\W/g, '_')}.json`);
    if (!quiet) console.log(`\n▶ ${suite.name}`);
    const startedAt = Date.now();
    const outcome = await runSuite(suite, env, report, { quiet });
    const result = counts(suite, report, outcome.stdout);
    passed += result.passed;
    failed += result.failed;
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    if (outcome.timedOut) {
      broken.push(`${suite.name} (killed after its ${outcome.limitMs / 1000} s limit)`);
    } else if (outcome.code !== 0) {
      broken.push(suite.name);
    }
    // A suite that failed with no failed test (killed, or broken before its tests) counts as one.
    if ((outcome.timedOut || outcome.code !== 0) && !result.failed) failed += 1;
    if (quiet) console.log(`\n▶ ${suite.name} (alongside)\n${outcome.output.trimEnd()}`);
    console.log(`◀ ${suite.name}: ${seconds} s`);
  }
}

// The suites that start no emulator run beside the ones that do, which take the stack's ports
// one after another; a whole run then takes about as long as the emulator suites alone.
const startedAt = Date.now();
const alongside = runInTurn(
  suites.filter((s) => s.alongside),
  { quiet: suites.some((s) => !s.alongside) },
);
await runInTurn(
  suites.filter((s) => !s.alongside),
  { quiet: false },
);
await alongside;

if (broken.length) console.log(`\nFailed suites: ${broken.join(', ')}`);
console.log(`\nAll suites: ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(broken.length ? 1 : 0);
