// Finds the Cloud Firestore emulator for firebase-tools: its own cached JAR when it has one (used
// untouched), else the Google Cloud CLI's component, started through a launcher JAR. The CLI's JAR
// has no Main-Class and firebase-tools runs the emulator with `java -jar`, so the launcher's
// manifest names the main class and puts the CLI's JAR on its Class-Path.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { strToU8, zipSync } from 'fflate';

const require = createRequire(import.meta.url);
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const COMPONENT = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

/** Where firebase-tools keeps (or would download) the emulator JAR of its own version. */
export function firebaseToolsJar() {
  const infoPath = join(
    dirname(require.resolve('firebase-tools/package.json')),
    'lib',
    'emulator',
    'downloadableEmulatorInfo.json',
  );
  const info = JSON.parse(readFileSync(infoPath, 'utf8'));
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  return join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
}

function gcloudSdkRoot() {
  const probe = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  return probe.status === 0 ? probe.stdout.trim() : '';
}

/** The Google Cloud CLI's emulator JAR: the SDK root gcloud reports, then the usual places. */
export function cloudSdkJar() {
  const roots = [
    gcloudSdkRoot(),
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
    '/opt/homebrew/share/google-cloud-sdk',
    '/usr/local/share/google-cloud-sdk',
  ].filter(Boolean);
  for (const root of roots) {
    const jar = join(root, COMPONENT);
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** A manifest line longer than 72 bytes continues on lines that start with one space. */
function manifestLine(text) {
  const bytes = Buffer.from(text, 'utf8');
  const parts = [bytes.subarray(0, 72)];
  for (let at = 72; at < bytes.length; at += 71) parts.push(bytes.subarray(at, at + 71));
  return parts.map((part, i) => (i ? ' ' : '') + part.toString('latin1')).join('\r\n');
}

/** Writes the launcher JAR for a Cloud SDK emulator JAR into `folder`; returns its path. */
export function writeLauncherJar(targetJar, folder) {
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${MAIN_CLASS}`,
    manifestLine(`Class-Path: ${pathToFileURL(targetJar).href}`),
    '',
    '',
  ].join('\r\n');
  mkdirSync(folder, { recursive: true });
  const launcher = join(folder, 'firestore-emulator-launcher.jar');
  // Latin-1 here keeps the bytes of the UTF-8 path that manifestLine cut.
  writeFileSync(launcher, zipSync({ 'META-INF/MANIFEST.MF': strToU8(manifest, true) }));
  return launcher;
}

/**
 * How firebase-tools should find the emulator: `{ env, source }`, where `env` holds the variables
 * to start firebase-tools with; null when there is none and firebase-tools cannot download one.
 */
export function findFirestoreEmulator({ runDir, firebaseBin }) {
  if (existsSync(firebaseToolsJar())) return { env: {}, source: firebaseToolsJar() };
  const sdkJar = cloudSdkJar();
  if (sdkJar) {
    const launcher = writeLauncherJar(sdkJar, runDir);
    return { env: { FIRESTORE_EMULATOR_BINARY_PATH: launcher }, source: sdkJar };
  }
  // A connected machine downloads firebase-tools' own JAR; an offline one is refused at once.
  const download = spawnSync(process.execPath, [firebaseBin, 'setup:emulators:firestore'], {
    stdio: 'ignore',
    timeout: 180_000,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  if (download.status === 0 && existsSync(firebaseToolsJar())) {
    return { env: {}, source: firebaseToolsJar() };
  }
  return null;
}
