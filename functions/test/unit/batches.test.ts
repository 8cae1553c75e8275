import { inBatches } from '../../src/lib/batches';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inBatches', () => {
  it('keeps at most `size` items under way, answers in order, and reports every result once', async () => {
    let running = 0;
    let most = 0;
    const reports: number[][] = [];
    const results = await inBatches(
      Array.from({ length: 23 }, (_, i) => i),
      5,
      async (i) => {
        running += 1;
        most = Math.max(most, running);
        await later(i % 3 === 0 ? 15 : 2);
        running -= 1;
        return i * 10;
      },
      async (chunk) => {
        reports.push(chunk);
      },
    );
    expect(results).toEqual(Array.from({ length: 23 }, (_, i) => i * 10));
    expect(most).toBe(5);
    expect(reports.flat().sort((a, b) => a - b)).toEqual(results);
    expect(reports.every((chunk) => chunk.length <= 5)).toBe(true);
  });

  it('does not hold the others back behind one slow item', async () => {
    // The first item finishes only once all the others have: a pool that made them wait for it
    // would never get there, and the test would time out.
    const finished: number[] = [];
    let release = () => {};
    const othersDone = new Promise<void>((resolve) => (release = resolve));
    await inBatches(
      [0, 1, 2, 3, 4, 5],
      2,
      async (i) => {
        if (i === 0) await othersDone;
        finished.push(i);
        if (finished.length === 5) release();
      },
      async () => undefined,
    );
    expect(finished).toEqual([1, 2, 3, 4, 5, 0]);
  });
});
