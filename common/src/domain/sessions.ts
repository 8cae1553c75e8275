import type { ZoomSession } from '../models/ZoomSession';

type Timed = Pick<ZoomSession, 'status' | 'start_time' | 'end_time'>;

/** "En Vivo": status live, earliest first. */
export function liveSessions<T extends Timed>(sessions: readonly T[]): T[] {
  return sessions
    .filter((s) => s.status === 'live')
    .sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
}

/** "Próximas": scheduled with a start time still ahead, soonest first. */
export function upcomingSessions<T extends Timed>(sessions: readonly T[], now: Date): T[] {
  return sessions
    .filter((s) => s.status === 'scheduled' && s.start_time.getTime() > now.getTime())
    .sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
}

/** "Anteriores": completed, most recently ended first. */
export function pastSessions<T extends Timed>(sessions: readonly T[]): T[] {
  const endOf = (s: T) => (s.end_time ?? s.start_time).getTime();
  return sessions.filter((s) => s.status === 'completed').sort((a, b) => endOf(b) - endOf(a));
}

/** How often the tabs are re-sorted against the clock: a scheduled start passes without new data. */
export const SESSION_RECLASSIFY_MS = 30_000;
