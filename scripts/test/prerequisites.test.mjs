// Finding Java and writing the emulator's launcher JAR, on files made here.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { unzipSync, strFromU8 } from 'fflate';
import { javaMajor } from '../prerequisites/java.mjs';
import { writeLauncherJar } from '../prerequisites/firestoreEmulator.mjs';

function fakeJava(versionLine) {
  const file = join(mkdtempSync(join(tmpdir(), 'java-')), 'java');
  writeFileSync(file, `#!/bin/sh\necho '${versionLine}' >&2\n`);
  chmodSync(file, 0o755);
  return file;
}

test('Java versions are read the way each JDK prints them', () => {
  assert.equal(javaMajor(fakeJava('openjdk version "25.0.1" 2025-10-21 LTS')), 25);
  assert.equal(javaMajor(fakeJava('openjdk version "17.0.15" 2025-04-15')), 17);
  assert.equal(javaMajor(fakeJava('java version "1.8.0_392"')), 8);
  assert.equal(javaMajor(fakeJava('openjdk version "21" 2023-09-19')), 21);
  assert.equal(javaMajor('/nonexistent/bin/java'), 0);
});

test('the launcher JAR names the main class and the emulator JAR, in a valid manifest', () => {
  const folder = mkdtempSync(join(tmpdir(), 'launcher-'));
  // A long path with a space and an accent: manifest lines wrap at 72 bytes, URLs escape both.
  const target = join('/opt', 'Google Cloud SDK', 'componentes-añadidos', 'x'.repeat(80), 'e.jar');
  const launcher = readFileSync(writeLauncherJar(target, folder));
  const manifest = strFromU8(unzipSync(launcher)['META-INF/MANIFEST.MF'], true);
  const lines = manifest.split('\r\n');
  for (const line of lines) assert.ok(Buffer.byteLength(line, 'latin1') <= 72, line);
  const unfolded = Buffer.from(manifest.replace(/\r\n /g, ''), 'latin1').toString('utf8');
  assert.match(
    unfolded,
    /^Main-Class: com\.google\.cloud\.datastore\.emulator\.firestore\.CloudFirestore$/m,
  );
  assert.ok(unfolded.includes(`Class-Path: ${pathToFileURL(target).href}\r\n`));
});
