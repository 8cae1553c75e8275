// Runs every workspace's Jest suite in turn and closes with one summary line over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const suites = ['common', 'devstack/firestore', 'devstack/fakes', 'functions', 'web', 'e2e'];
const only = process.argv.slice(2);
const reportDir = mkdtempSync(join(tmpdir(), 'curso-tests-'));
let passed = 0;
let failed = 0;
const broken = [];

for (const suite of suites) {
  if (only.length && !only.includes(suite)) continue;
  if (!existsSync(join(suite, 'package.json'))) continue;
  const report = join(reportDir, `${suite.replace(/\W/g, '_')}.json`);
  console.log(`\n▶ ${suite}`);
  const run = spawnSync('npx', ['jest', '--json', `--outputFile=${report}`], {
    cwd: suite,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  if (run.status !== 0) broken.push(suite);
}

if (broken.length) console.log(`\nFailed suites: ${broken.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(broken.length ? 1 : 0);
