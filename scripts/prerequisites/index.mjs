// What the local stack and the tests need from the machine, checked in seconds before anything
// starts, with one message that names what to install when something is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname } from 'node:path';
import { findJava, javaMajor, MIN_JAVA } from './java.mjs';
import { findFirestoreEmulator } from './firestoreEmulator.mjs';
import { findProductionNode, majorOf, PRODUCTION_NODE_MAJOR } from './node.mjs';

const require = createRequire(import.meta.url);
const { findChromium } = require('./chromium.cjs');

/** A missing prerequisite: its message is the whole explanation, shown without a stack trace. */
export class PrerequisiteError extends Error {}

/**
 * The Node.js of the functions' production runtime on this machine, as `{ path, version, origin }`
 * (see node.mjs); a PrerequisiteError when there is none.
 */
export function productionNode() {
  const node = findProductionNode();
  if (node) return node;
  throw new PrerequisiteError(
    `The functions run on Node.js ${PRODUCTION_NODE_MAJOR} in production, and so do the emulators and the tests. ` +
      `This machine has Node.js ${process.version} and no packaged Node.js ${PRODUCTION_NODE_MAJOR}: run \`npm install\` ` +
      `(it installs one from the npm registry on Linux x64 and arm64), or install Node.js ${PRODUCTION_NODE_MAJOR}.`,
  );
}

/** One line that names the Node.js the stack and the tests run on. */
export function describeNode(node) {
  return `Node.js ${node.version} (${node.origin}: ${node.path})`;
}

/**
 * The environment firebase-tools needs to run the emulators here: a Java 21+ first on PATH and,
 * when firebase-tools has no emulator JAR of its own, the launcher for the Cloud SDK's one.
 */
export function emulatorEnvironment({ runDir, firebaseBin }) {
  // The Functions emulator runs the functions on the Node.js that runs firebase-tools.
  if (majorOf(process.version) !== PRODUCTION_NODE_MAJOR) {
    throw new PrerequisiteError(
      `The functions run on Node.js ${PRODUCTION_NODE_MAJOR} in production; this is Node.js ${process.version}. ` +
        'Start the stack and the tests through npm (npm start, npm test, npm run bench:…), which run them on it.',
    );
  }
  const java = findJava();
  if (!java) {
    const current = javaMajor('java');
    throw new PrerequisiteError(
      `The Firestore emulator needs Java ${MIN_JAVA} or later (${current ? `the java on PATH is ${current}` : 'no java found'}). ` +
        `Install a JDK or JRE ${MIN_JAVA}+ and set JAVA_HOME to it (JDKs under /usr/lib/jvm are found too).`,
    );
  }
  const emulator = findFirestoreEmulator({ runDir, firebaseBin });
  if (!emulator) {
    throw new PrerequisiteError(
      'The Cloud Firestore emulator is missing. On a connected machine firebase-tools downloads it ' +
        '(npx firebase setup:emulators:firestore); otherwise install the Google Cloud CLI package ' +
        'google-cloud-cli-firestore-emulator.',
    );
  }
  const javaPath = java.binary === 'java' ? [] : [dirname(java.binary)];
  return {
    ...emulator.env,
    PATH: [...javaPath, process.env.PATH].join(delimiter),
  };
}

function canInstallWithApt() {
  return (
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    existsSync('/etc/debian_version') &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

/**
 * The Chromium path for the browser suites. As root on Debian a missing browser is installed with
 * apt (and said so); anywhere else its absence is a PrerequisiteError.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found.path) return found.path;
  if (process.env.CHROMIUM_PATH || !canInstallWithApt()) throw new PrerequisiteError(found.error);
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get...');
  const apt = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'chromium'])) {
    throw new PrerequisiteError(`apt-get could not install chromium. ${found.error}`);
  }
  const installed = findChromium();
  if (!installed.path) throw new PrerequisiteError(installed.error);
  return installed.path;
}
