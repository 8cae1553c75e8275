// `npm run demo:export`: remakes emulator-data/ (the Firebase emulator export `npm start` imports)
// from demo/seed.json, by loading the source into empty Auth and Firestore emulators and exporting
// them on exit. The export records the hash of its source, and a test fails when they differ.
import { spawnSync } from 'node:child_process';
import { rmSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoSourceHash, EXPORT_DIR, SOURCE_HASH_FILE } from './demo.mjs';
import { PrerequisiteError } from './prerequisites/index.mjs';
import { emulatorsExecArgs, firebaseEnvironment, ROOT } from './stack.mjs';

let env;
try {
  env = firebaseEnvironment();
} catch (error) {
  if (!(error instanceof PrerequisiteError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Beside the repository, so the finished export is moved into place, never copied half-way.
const staging = join(ROOT, '.devstack-run', 'demo-export');
rmSync(staging, { recursive: true, force: true });
const load = `node ${join(ROOT, 'scripts', 'demo.mjs')} --load`;
const run = spawnSync(
  process.execPath,
  emulatorsExecArgs({ only: ['auth', 'firestore'], exportDir: staging, command: load }),
  { cwd: ROOT, stdio: 'inherit', env },
);
if (run.status !== 0) {
  console.error('The demo could not be loaded into the emulators; emulator-data/ is unchanged.');
  process.exit(1);
}
writeFileSync(join(staging, SOURCE_HASH_FILE), `${demoSourceHash()}\n`);
rmSync(EXPORT_DIR, { recursive: true, force: true });
renameSync(staging, EXPORT_DIR);
console.log(`emulator-data/ remade from demo/seed.json.`);
