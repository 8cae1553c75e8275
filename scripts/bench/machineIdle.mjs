import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, busy and total, from /proc/stat (all cores). */
function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: total - idle, total };
}

/**
 * Resolves once the machine has been nearly idle (below `threshold` of its CPU) for a whole
 * `windowMs`: after seeding, the emulators still run what the seed set off (triggers, recounts),
 * and that is set-up, not what a benchmark measures. Gives up after `timeoutMs`, saying how busy
 * the machine still was. Answers how long it waited.
 */
export async function machineIdle({ threshold = 0.15, windowMs = 2000, timeoutMs = 180_000 } = {}) {
  const started = Date.now();
  let usage = 1;
  while (Date.now() - started < timeoutMs) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = cpuTimes();
    usage = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (usage < threshold) return Date.now() - started;
  }
  console.warn(
    `The machine was still ${Math.round(usage * 100)} % busy after ${timeoutMs / 1000} s`,
  );
  return Date.now() - started;
}
