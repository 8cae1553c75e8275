import { impersonationRemainingMs } from '../src';

const started = new Date('2025-11-07T10:00:00Z');

describe('impersonationRemainingMs', () => {
  it.each([
    ['2025-11-07T10:00:00Z', 30 * 60_000],
    ['2025-11-07T10:00:01Z', 29 * 60_000 + 59_000],
    ['2025-11-07T10:29:59Z', 1_000],
    ['2025-11-07T10:30:00Z', 0],
    ['2025-11-07T11:00:00Z', 0],
  ])('at %s', (now, expected) => {
    expect(impersonationRemainingMs(started, new Date(now))).toBe(expected);
  });
});
