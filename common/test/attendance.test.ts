import {
  CLOCK_SKEW_TOLERANCE_MS,
  attendedShare,
  countsAsAttended,
  intervalsOf,
  matchesAttendee,
  scheduledMinutes,
  sessionAttendance,
  unionMinutes,
  unionMs,
  type AttendanceEvent,
} from '../src';
import { currentEdition } from './fixtures/editions';

/** The share of a session's scheduled time the edition asks for (80 % in the demo edition). */
const THRESHOLD = currentEdition.accreditation.attendanceShare;

/** Times on the course day, written as "HH:mm" or "HH:mm:ss" in UTC. */
const at = (hm: string) => new Date(`2025-11-07T${hm.length === 5 ? `${hm}:00` : hm}Z`);
const join = (hm: string, device?: string): AttendanceEvent => ({
  kind: 'join',
  at: at(hm),
  device,
});
const leave = (hm: string, device?: string): AttendanceEvent => ({
  kind: 'leave',
  at: at(hm),
  device,
});
const hm = (d: Date) => d.toISOString().slice(11, 19);
const spans = (events: AttendanceEvent[], end?: Date | null, now?: Date) =>
  intervalsOf(events, end, now).map((i) => [i.device ?? '-', hm(i.start), hm(i.end)]);

describe('intervalsOf', () => {
  it.each<[string, AttendanceEvent[], Date | null | undefined, Date | undefined, string[][]]>([
    [
      'pairs a join with its leave',
      [join('10:00'), leave('10:30')],
      undefined,
      undefined,
      [['-', '10:00:00', '10:30:00']],
    ],
    [
      'sorts events given in any order',
      [leave('11:00'), join('10:40'), leave('10:30'), join('10:00')],
      undefined,
      undefined,
      [
        ['-', '10:00:00', '10:30:00'],
        ['-', '10:40:00', '11:00:00'],
      ],
    ],
    [
      'keeps a re-join at the very instant of the leave',
      [join('10:00'), leave('10:30'), join('10:30'), leave('10:45')],
      undefined,
      undefined,
      [
        ['-', '10:00:00', '10:30:00'],
        ['-', '10:30:00', '10:45:00'],
      ],
    ],
    [
      'keeps the earlier start of a duplicate join',
      [join('10:00'), join('10:05'), leave('10:30')],
      undefined,
      undefined,
      [['-', '10:00:00', '10:30:00']],
    ],
    [
      'tells two devices apart',
      [join('10:00', 'a'), join('10:10', 'b'), leave('10:20', 'a'), leave('10:40', 'b')],
      undefined,
      undefined,
      [
        ['a', '10:00:00', '10:20:00'],
        ['b', '10:10:00', '10:40:00'],
      ],
    ],
    [
      'ignores a leave without a join',
      [leave('09:50'), join('10:00'), leave('10:30'), leave('10:45')],
      undefined,
      undefined,
      [['-', '10:00:00', '10:30:00']],
    ],
    [
      'closes a join without a leave at the session end',
      [join('10:00')],
      at('11:00'),
      undefined,
      [['-', '10:00:00', '11:00:00']],
    ],
    [
      'closes a join without a leave at now when the session has no end',
      [join('10:00')],
      null,
      at('10:20'),
      [['-', '10:00:00', '10:20:00']],
    ],
    [
      'closes at now when now comes before the scheduled end',
      [join('10:00')],
      at('11:00'),
      at('10:20'),
      [['-', '10:00:00', '10:20:00']],
    ],
    [
      'drops a join without a leave when there is no end and no now',
      [join('10:00')],
      null,
      undefined,
      [],
    ],
    ['drops a join after the session end', [join('11:30')], at('11:00'), undefined, []],
    ['leaves out a zero-length visit', [join('10:00'), leave('10:00')], at('11:00'), undefined, []],
    [
      'clamps a leave stamped just before its join (clock skew) instead of running to the end',
      [join('10:00:05'), leave('10:00:02')],
      at('11:00'),
      undefined,
      [],
    ],
    [
      'still counts a skewed leave’s join when a later leave closes it',
      [leave('10:00:02'), join('10:00:05'), leave('10:30')],
      at('11:00'),
      undefined,
      [['-', '10:00:05', '10:30:00']],
    ],
    [
      'treats a lone leave far before a join as a stray leave, not skew',
      [leave('09:00'), join('10:00')],
      at('11:00'),
      undefined,
      [['-', '10:00:00', '11:00:00']],
    ],
    ['ignores invalid dates', [{ kind: 'join', at: new Date('x') }], at('11:00'), undefined, []],
  ])('%s', (_name, events, end, now, expected) => {
    expect(spans(events, end, now)).toEqual(expected);
  });

  it('uses a skew tolerance of one minute, inclusive', () => {
    const justInside = [leave('10:00:00'), join('10:01:00')];
    const justOutside = [leave('10:00:00'), join('10:01:01')];
    expect(CLOCK_SKEW_TOLERANCE_MS).toBe(60_000);
    expect(spans(justInside, at('11:00'))).toEqual([]);
    expect(spans(justOutside, at('11:00'))).toEqual([['-', '10:01:01', '11:00:00']]);
  });
});

describe('unionMs and unionMinutes', () => {
  const iv = (from: string, to: string) => ({ start: at(from), end: at(to) });
  const window = { start: at('10:00'), end: at('11:00') };

  it.each<[string, { start: Date; end: Date }[], typeof window | undefined, number]>([
    ['nothing', [], undefined, 0],
    ['one interval', [iv('10:00', '10:30')], undefined, 30],
    ['overlapping devices once', [iv('10:00', '10:30'), iv('10:15', '10:45')], undefined, 45],
    ['a device inside another', [iv('10:00', '10:50'), iv('10:10', '10:20')], undefined, 50],
    ['re-joins touching end to start', [iv('10:00', '10:30'), iv('10:30', '10:40')], undefined, 40],
    ['gaps left out', [iv('10:00', '10:10'), iv('10:30', '10:40')], undefined, 20],
    [
      'unsorted input',
      [iv('10:30', '10:40'), iv('10:00', '10:10'), iv('10:05', '10:20')],
      undefined,
      30,
    ],
    ['clipped to the window', [iv('09:30', '10:20'), iv('10:50', '11:30')], window, 30],
    ['entirely outside the window', [iv('08:00', '09:00'), iv('11:00', '12:00')], window, 0],
    ['floored to whole minutes', [iv('10:00:00', '10:29:59')], undefined, 29],
  ])('%s', (_name, intervals, w, minutes) => {
    expect(unionMinutes(intervals, w)).toBe(minutes);
  });

  it('adds up milliseconds before flooring, so seconds across intervals are not lost', () => {
    const parts = [iv('10:00:00', '10:00:40'), iv('10:01:00', '10:01:40')];
    expect(unionMs(parts)).toBe(80_000);
    expect(unionMinutes(parts)).toBe(1);
  });

  it('counts two devices and a re-join from events once', () => {
    const events = [
      join('10:00', 'phone'),
      join('10:05', 'laptop'),
      leave('10:20', 'phone'),
      leave('10:25', 'laptop'),
      join('10:40', 'laptop'),
    ];
    expect(unionMinutes(intervalsOf(events, at('11:00')), window)).toBe(45);
  });
});

describe('scheduledMinutes', () => {
  it.each([
    ['10:00', '11:00', 60],
    ['10:00', '10:44:59', 44],
    ['11:00', '10:00', 0],
  ])('%s to %s is %i', (from, to, minutes) => {
    expect(scheduledMinutes({ start: at(from), end: at(to) })).toBe(minutes);
  });
});

describe('attendedShare', () => {
  it.each([
    [48, 60, 0.8],
    [0, 60, 0],
    [90, 60, 1],
    [-5, 60, 0],
    [10, 0, 0],
  ])('%i of %i is %d', (minutes, scheduled, share) => {
    expect(attendedShare(minutes, scheduled)).toBeCloseTo(share, 10);
  });
});

describe('countsAsAttended', () => {
  it('is given the edition’s 80 %', () => {
    expect(THRESHOLD).toBe(0.8);
  });

  it.each<[number, number, number, boolean]>([
    [48, 60, THRESHOLD, true],
    [47, 60, THRESHOLD, false],
    [36, 45, THRESHOLD, true],
    [35, 45, THRESHOLD, false],
    [60, 60, THRESHOLD, true],
    [0, 0, THRESHOLD, false],
    [7, 10, 0.7, true],
    [6, 10, 0.7, false],
    [30, 60, 0.5, true],
    [55, 100, 0.55, true],
    [54, 100, 0.55, false],
  ])('%i of %i at %p → %p', (minutes, scheduled, threshold, expected) => {
    expect(countsAsAttended(minutes, scheduled, threshold)).toBe(expected);
  });
});

describe('matchesAttendee', () => {
  const attendee = { registrantIds: ['reg-1', 'reg-2'], email: 'Ana.Garcia@Hospital.es' };

  it.each<[string, { registrant_id?: string | null; email?: string | null }, boolean]>([
    ['a known registrant id', { registrant_id: 'reg-2', email: 'otra@x.es' }, true],
    ['a known registrant id with spaces', { registrant_id: ' reg-1 ' }, true],
    ['the email, other case and spaces', { email: '  ana.garcia@HOSPITAL.es ' }, true],
    [
      'the email when the registrant id is unknown',
      { registrant_id: 'reg-9', email: 'ana.garcia@hospital.es' },
      true,
    ],
    ['neither id nor email', { registrant_id: 'reg-9', email: 'otra@hospital.es' }, false],
    ['no data', {}, false],
    ['null fields', { registrant_id: null, email: null }, false],
  ])('%s', (_name, participant, expected) => {
    expect(matchesAttendee(participant, attendee)).toBe(expected);
  });

  it('never matches on empty values', () => {
    expect(
      matchesAttendee({ registrant_id: '', email: ' ' }, { registrantIds: [''], email: '' }),
    ).toBe(false);
  });
});

describe('sessionAttendance', () => {
  const start = new Date('2025-11-07T09:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const session = { start_time: start, end_time: at(60) };

  it('counts minutes inside the scheduled window only, and decides at 80 %', () => {
    const events: AttendanceEvent[] = [
      { kind: 'join', at: at(-15), device: 'a' },
      { kind: 'leave', at: at(48), device: 'a' },
    ];
    expect(sessionAttendance(session, events, at(120), THRESHOLD)).toEqual({
      minutes: 48,
      scheduledMinutes: 60,
      counted: true,
    });
    const early: AttendanceEvent[] = [{ ...events[0] }, { kind: 'leave', at: at(47), device: 'a' }];
    expect(sessionAttendance(session, early, at(120), THRESHOLD).counted).toBe(false);
  });

  it('counts someone still connected up to now, never past the end', () => {
    const joined: AttendanceEvent[] = [{ kind: 'join', at: at(0), device: 'a' }];
    expect(sessionAttendance(session, joined, at(30), THRESHOLD).minutes).toBe(30);
    expect(sessionAttendance(session, joined, at(500), THRESHOLD).minutes).toBe(60);
  });

  it('decides at the threshold it is given', () => {
    const events: AttendanceEvent[] = [
      { kind: 'join', at: at(0), device: 'a' },
      { kind: 'leave', at: at(40), device: 'a' },
    ];
    expect(sessionAttendance(session, events, at(120), THRESHOLD).counted).toBe(false);
    expect(sessionAttendance(session, events, at(120), 0.6).counted).toBe(true);
  });

  it('never counts a session without an end', () => {
    const events: AttendanceEvent[] = [
      { kind: 'join', at: at(0), device: 'a' },
      { kind: 'leave', at: at(60), device: 'a' },
    ];
    const unended = { start_time: start, end_time: null };
    expect(sessionAttendance(unended, events, at(90), THRESHOLD)).toEqual({
      minutes: 0,
      scheduledMinutes: 0,
      counted: false,
    });
  });
});
