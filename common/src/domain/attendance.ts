/**
 * One Zoom join or leave of a person. `device` is Zoom's participant id/uuid, so two devices of the
 * same person are told apart; events without it are treated as one unnamed device.
 */
export type AttendanceEvent = { kind: 'join' | 'leave'; at: Date; device?: string };

/** A closed stretch of presence on one device; `end` is always after `start`. */
export interface AttendanceInterval {
  start: Date;
  end: Date;
  device?: string;
}

export interface TimeWindow {
  start: Date;
  end: Date;
}

/**
 * How far a lone leave may precede a join and still be read as that join's own leave, stamped
 * early by clock skew between Zoom's timestamps.
 */
export const CLOCK_SKEW_TOLERANCE_MS = 60_000;

const MINUTE_MS = 60_000;

/**
 * Turns one person's join/leave events, in any order, into closed intervals per device.
 *
 * - Per device, events are swept in time order. A join while already joined is a duplicate and
 *   keeps the earlier start; a leave while not joined ("leave without join") is ignored.
 * - At one instant holding both a join and a leave: if joined, the leave closes and the join
 *   re-opens (a re-join); if not joined, the pair is a zero-length visit and leaves nothing open.
 * - A join still open at the end is closed at `sessionEnd`, or at `now`, or at the earlier of the
 *   two when both are given (nobody attends past `now`); with neither it is dropped.
 * - Clock skew: a leave stamped up to {@link CLOCK_SKEW_TOLERANCE_MS} before a join that has no
 *   later leave is taken as that join's leave and clamped to it, so the visit counts zero instead of
 *   running on to the session's end. Lone leaves further away are ignored.
 * - Zero-length results are left out. Intervals come out by device, then by start.
 */
export function intervalsOf(
  events: readonly AttendanceEvent[],
  sessionEnd?: Date | null,
  now?: Date,
): AttendanceInterval[] {
  const byDevice = new Map<string | undefined, AttendanceEvent[]>();
  for (const event of events) {
    const list = byDevice.get(event.device) ?? [];
    list.push(event);
    byDevice.set(event.device, list);
  }

  const closeAt = openEndCap(sessionEnd, now);
  const intervals: AttendanceInterval[] = [];
  for (const [device, list] of byDevice) {
    const push = (start: number, end: number) => {
      if (end > start) {
        intervals.push({
          start: new Date(start),
          end: new Date(end),
          ...(device ? { device } : {}),
        });
      }
    };

    const instants = new Map<number, { join: boolean; leave: boolean }>();
    for (const event of list) {
      const t = event.at.getTime();
      if (Number.isNaN(t)) continue;
      const slot = instants.get(t) ?? { join: false, leave: false };
      slot[event.kind] = true;
      instants.set(t, slot);
    }

    let openedAt: number | null = null;
    let strayLeaveAt: number | null = null;
    let openedRightAfterStrayLeave = false;
    for (const t of [...instants.keys()].sort((a, b) => a - b)) {
      const { join, leave } = instants.get(t)!;
      if (openedAt !== null) {
        if (leave) {
          push(openedAt, t);
          openedAt = join ? t : null;
          openedRightAfterStrayLeave = false;
          strayLeaveAt = null;
        }
      } else if (join && !leave) {
        openedAt = t;
        openedRightAfterStrayLeave =
          strayLeaveAt !== null && t - strayLeaveAt <= CLOCK_SKEW_TOLERANCE_MS;
      } else if (leave && !join) {
        strayLeaveAt = t;
      }
    }

    if (openedAt !== null && !openedRightAfterStrayLeave && closeAt !== null) {
      push(openedAt, closeAt);
    }
  }
  return intervals;
}

function openEndCap(sessionEnd: Date | null | undefined, now: Date | undefined): number | null {
  const caps = [sessionEnd, now]
    .filter((d): d is Date => d instanceof Date)
    .map((d) => d.getTime())
    .filter((t) => !Number.isNaN(t));
  return caps.length ? Math.min(...caps) : null;
}

/**
 * Milliseconds covered by the union of the intervals (overlapping devices and re-joins counted
 * once), clipped to `window` when given.
 */
export function unionMs(intervals: readonly TimeWindow[], window?: TimeWindow): number {
  const lo = window ? window.start.getTime() : -Infinity;
  const hi = window ? window.end.getTime() : Infinity;
  const spans = intervals
    .map((i) => [Math.max(i.start.getTime(), lo), Math.min(i.end.getTime(), hi)] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);

  let total = 0;
  let curStart = -Infinity;
  let curEnd = -Infinity;
  for (const [s, e] of spans) {
    if (s > curEnd) {
      if (curEnd > curStart) total += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else if (e > curEnd) {
      curEnd = e;
    }
  }
  if (curEnd > curStart) total += curEnd - curStart;
  return total;
}

/** Whole minutes (floored) of the union of the intervals, clipped to `window` when given. */
export function unionMinutes(intervals: readonly TimeWindow[], window?: TimeWindow): number {
  return Math.floor(unionMs(intervals, window) / MINUTE_MS);
}

/** Whole minutes (floored) a session is scheduled for; 0 when the window is empty or reversed. */
export function scheduledMinutes(window: TimeWindow): number {
  return Math.max(0, Math.floor((window.end.getTime() - window.start.getTime()) / MINUTE_MS));
}

/** Share of the scheduled minutes attended, between 0 and 1; 0 when nothing was scheduled. */
export function attendedShare(minutes: number, scheduled: number): number {
  if (!(scheduled > 0)) return 0;
  return Math.min(Math.max(minutes / scheduled, 0), 1);
}

/**
 * Whether the attended minutes reach `threshold` of the scheduled ones; exactly the threshold
 * counts. Compared as minutes against `threshold × scheduled` with a small tolerance, so float
 * noise (0.55 × 100 = 55.00000000000001) cannot deny a boundary case.
 */
export function countsAsAttended(minutes: number, scheduled: number, threshold: number): boolean {
  if (!(scheduled > 0)) return false;
  return minutes + 1e-9 >= threshold * scheduled;
}

/** An email as attendance compares it: trimmed, lower case. */
export const normalEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * Whether a Zoom participant is this attendee: a registrant id known to be the attendee's matches;
 * otherwise the emails decide, trimmed and case-insensitive. Empty ids and emails never match.
 */
export function matchesAttendee(
  participant: { registrant_id?: string | null; email?: string | null },
  attendee: { registrantIds: readonly string[]; email: string },
): boolean {
  const id = participant.registrant_id?.trim();
  if (id && attendee.registrantIds.some((known) => known.trim() === id)) return true;
  const email = normalEmail(participant.email);
  return email !== '' && email === normalEmail(attendee.email);
}

/** The figures an accreditation record keeps for one person in one session. */
export interface AttendanceFigures {
  minutes: number;
  scheduledMinutes: number;
  counted: boolean;
}

/**
 * One person's attendance to one session from their Zoom joins and leaves: minutes present inside
 * the scheduled window (someone still connected counts up to `now`), and whether they reach the
 * rules' share of it. A session without an end has no scheduled length and never counts.
 */
export function sessionAttendance(
  session: { start_time: Date; end_time: Date | null },
  events: readonly AttendanceEvent[],
  now: Date,
  threshold: number,
): AttendanceFigures {
  if (!session.end_time) return { minutes: 0, scheduledMinutes: 0, counted: false };
  const window = { start: session.start_time, end: session.end_time };
  const minutes = unionMinutes(intervalsOf(events, session.end_time, now), window);
  const scheduled = scheduledMinutes(window);
  return {
    minutes,
    scheduledMinutes: scheduled,
    counted: countsAsAttended(minutes, scheduled, threshold),
  };
}
