import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from './support/client';

const engines = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'))
  .engines as { node: string };

/** The binaries the Functions emulator runs the functions with (its runtime worker processes). */
function functionWorkerBinaries(): string[] {
  const processes = execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' }).split('\n');
  return processes
    .filter((args) => args.includes('functionsEmulatorRuntime'))
    .map((args) => args.split(' ')[0]);
}

describe('the functions on the emulator', () => {
  it('run on the Node.js major that production runs (functions/package.json engines)', async () => {
    // Any request makes the emulator start a worker for the function.
    await call('sendVerificationCode', {});
    const binaries = functionWorkerBinaries();
    expect(binaries.length).toBeGreaterThan(0);
    for (const binary of new Set(binaries)) {
      const version = execFileSync(binary, ['-v'], { encoding: 'utf8' }).trim();
      expect(version.split('.')[0]).toBe(`v${engines.node}`);
    }
  });
});
