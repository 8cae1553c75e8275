// `npm run bench:cold`: how long each function takes to load on a cold start. Each exported function
// is loaded in a fresh Node process the way the runtime loads it: the functions' bundle required
// with `FUNCTION_TARGET` naming the function, then the function read from its exports. Next to it
// the floor, what no function can avoid: firebase-functions and firebase-admin alone. Prints each
// function's median of RUNS loads and its ratio to the floor's median; the last line is the highest
// ratio. Goals: sendVerificationCode, verifyCode, createPayment and stripeWebhook ≤ 1.3× the floor;
// no function above 2×.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ID, ROOT, buildAll } from './stack.mjs';

const RUNS = Number(process.env.BENCH_COLD_RUNS) || 7;
const SIGN_IN_AND_PAY = ['sendVerificationCode', 'verifyCode', 'createPayment', 'stripeWebhook'];
const BUNDLE = join(ROOT, 'functions', 'lib', 'index.js');
const FUNCTIONS_DIR = join(ROOT, 'functions');

/** Milliseconds for one load in a fresh process: `floor`, or the bundle for `target`. */
function loadOnce(target) {
  const program = target
    ? `const t = performance.now(); require(${JSON.stringify(BUNDLE)})[process.env.FUNCTION_TARGET]; console.log(performance.now() - t);`
    : `const t = performance.now(); require('firebase-functions'); require('firebase-admin'); console.log(performance.now() - t);`;
  const out = execFileSync(process.execPath, ['-e', program], {
    cwd: FUNCTIONS_DIR,
    env: { ...process.env, FUNCTION_TARGET: target ?? '', GCLOUD_PROJECT: PROJECT_ID },
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n').at(-1));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads interleaved, so that a busy moment of the machine weighs on every figure alike. */
function measure(targets) {
  const times = new Map(targets.map((target) => [target, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of targets) times.get(target).push(loadOnce(target));
  }
  return new Map([...times].map(([target, values]) => [target, median(values)]));
}

buildAll({ web: false });
const exported = JSON.parse(
  execFileSync(
    process.execPath,
    ['-e', `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(BUNDLE)}))))`],
    {
      cwd: FUNCTIONS_DIR,
      env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
      encoding: 'utf8',
    },
  ),
);
const medians = measure([null, ...exported]);
const floor = medians.get(null);
const rows = exported
  .map((name) => ({ name, ms: medians.get(name) }))
  .sort((a, b) => b.ms - a.ms)
  .map(({ name, ms }) => ({
    function: name,
    'load (ms)': Math.round(ms),
    '× floor': Number((ms / floor).toFixed(2)),
    goal: SIGN_IN_AND_PAY.includes(name) ? '≤ 1.3' : '≤ 2',
  }));
console.log(`\nMedian of ${RUNS} cold loads each, Node ${process.versions.node}`);
console.log(`Floor (firebase-functions + firebase-admin alone): ${Math.round(floor)} ms`);
console.table(rows);
const missed = rows.filter((row) => row['× floor'] > (row.goal === '≤ 1.3' ? 1.3 : 2));
console.log(
  missed.length
    ? `Goal missed by: ${missed.map((row) => row.function).join(', ')}`
    : 'Every function within its goal',
);
console.log(
  `Highest ratio to the floor: ${Math.max(...rows.map((row) => row['× floor'])).toFixed(2)}`,
);
