import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

describe('read cost of the live-sessions page', () => {
  it('stays at or under 1/20 of the polling design on the same churn', async () => {
    // A shortened run of `npm run bench:reads` (15 simulated minutes) against the journeys' stack.
    const { stdout } = await run(
      process.execPath,
      [
        join(__dirname, '..', '..', 'scripts', 'bench-reads.mjs'),
        '--minutes',
        '15',
        '--step-ms',
        '400',
        '--use-running-stack',
        '--json',
      ],
      { timeout: 90_000 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      listener: number;
      polling: number;
      ratio: number;
    };
    expect(result.listener).toBeGreaterThan(0);
    expect(result.ratio).toBeLessThanOrEqual(1 / 20);
  }, 120_000);
});
