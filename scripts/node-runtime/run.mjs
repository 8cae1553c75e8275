// `node scripts/node-runtime/run.mjs SCRIPT ARGS…`: runs SCRIPT on the functions' production
// Node.js major, with that Node.js first on PATH so that whatever it starts (npm, firebase-tools
// and the function runtimes its emulator spawns, Jest, the benchmarks) runs on the same major.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { delimiter, dirname } from 'node:path';
import { productionNode, PrerequisiteError } from '../prerequisites/index.mjs';

let node;
try {
  node = productionNode();
} catch (error) {
  if (!(error instanceof PrerequisiteError)) throw error;
  console.error(`\n${error.message}`);
  process.exit(1);
}

const child = spawn(node.path, process.argv.slice(2), {
  stdio: 'inherit',
  env: { ...process.env, PATH: [dirname(node.path), process.env.PATH].join(delimiter) },
});
// A terminal's Ctrl-C reaches the child directly (same process group); a signal sent to this
// process alone is passed on, and this process ends when the child does.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.once('exit', (code, signal) => {
  process.exit(signal ? 128 + constants.signals[signal] : (code ?? 1));
});
