import { countdownTo, formatMinutesSeconds } from '../src';

const target = new Date('2025-11-07T09:00:00+01:00');
const end = new Date('2025-11-07T18:15:00+01:00');

describe('countdownTo', () => {
  it.each([
    ['2025-11-06T09:00:00+01:00', { phase: 'before', days: 1, hours: 0, minutes: 0, seconds: 0 }],
    ['2025-11-05T07:58:30+01:00', { phase: 'before', days: 2, hours: 1, minutes: 1, seconds: 30 }],
    [
      '2025-11-07T08:59:59.400+01:00',
      { phase: 'before', days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
    ['2025-11-07T08:59:58+01:00', { phase: 'before', days: 0, hours: 0, minutes: 0, seconds: 2 }],
    ['2025-11-07T09:00:00+01:00', { phase: 'during', days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['2025-11-07T18:14:59+01:00', { phase: 'during', days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['2025-11-07T18:15:00+01:00', { phase: 'after', days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['2026-11-22T10:00:00+01:00', { phase: 'after', days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('at %s', (now, expected) => {
    expect(countdownTo(target, end, new Date(now))).toEqual(expected);
  });
});

describe('formatMinutesSeconds', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 59_001, '30:00'],
    [29 * 60_000 + 59_000, '29:59'],
    [65_000, '1:05'],
    [9_000, '0:09'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('%i ms left shows %s', (ms, text) => {
    expect(formatMinutesSeconds(ms)).toBe(text);
  });
});
