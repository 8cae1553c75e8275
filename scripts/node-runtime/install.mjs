// Run by the root `postinstall`: on a machine whose Node.js is not the functions' production
// major, installs that major here from the lockfile beside this file (the npm registry's platform
// package of Node.js, checked against its integrity hash). A machine that has it does nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  majorOf,
  packagedNode,
  PLATFORM_PACKAGE,
  PRODUCTION_NODE_MAJOR,
  RUNTIME_DIR,
} from '../prerequisites/node.mjs';

const locked = JSON.parse(readFileSync(join(RUNTIME_DIR, 'package-lock.json'), 'utf8')).packages[
  `node_modules/${PLATFORM_PACKAGE}`
];

if (majorOf(process.version) === PRODUCTION_NODE_MAJOR) {
  process.exit(0);
}
if (!locked) {
  console.warn(
    `Node.js ${PRODUCTION_NODE_MAJOR} is needed to run the functions and the tests, and npm has no package of it for ${process.platform}-${process.arch}: install Node.js ${PRODUCTION_NODE_MAJOR}.`,
  );
  process.exit(0);
}
if (packagedNode()?.version === `v${locked.version}`) process.exit(0);

console.log(`Installing Node.js ${locked.version} (${PLATFORM_PACKAGE}) for the functions...`);
// Only this folder's own lockfile: none of the root install's workspace settings apply here.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_(config|package|lifecycle)_/i.test(key)),
);
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
const result = spawnSync(npm[0], [...npm[1], 'ci', '--no-audit', '--no-fund'], {
  cwd: RUNTIME_DIR,
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
