// Finds a Java that firebase-tools accepts for the Firestore emulator (major version 21 or later).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const MIN_JAVA = 21;

function jdkFolders(root, suffix = '') {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .reverse()
    .map((name) => join(root, name, suffix, 'bin', 'java'));
}

/** Candidates in the order the README promises: JAVA_HOME, the usual JDK folders, then PATH. */
function candidates() {
  const list = [];
  if (process.env.JAVA_HOME) list.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  list.push(...jdkFolders('/usr/lib/jvm'));
  list.push(...jdkFolders('/Library/Java/JavaVirtualMachines', 'Contents/Home'));
  list.push('java');
  return list;
}

/** The major version a `java -version` reports ("1.8.0" is 8), or 0 when it does not run. */
export function javaMajor(binary) {
  if (binary !== 'java' && !existsSync(binary)) return 0;
  const probe = spawnSync(binary, ['-version'], { encoding: 'utf8', timeout: 10_000 });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr ?? ''}${probe.stdout ?? ''}`);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2] ?? 0) : major;
}

/** The first Java 21+ among the candidates, as `{ binary, major }`, or null. */
export function findJava() {
  for (const binary of candidates()) {
    const major = javaMajor(binary);
    if (major >= MIN_JAVA) return { binary, major };
  }
  return null;
}
