import type { ZoomSession } from '../models/ZoomSession';
import { liveSessions, upcomingSessions } from './sessions';

type Timed = Pick<ZoomSession, 'status' | 'start_time' | 'end_time'>;

/** What the welcome page shows of the programme. */
export const WELCOME = {
  liveShown: 2,
  upcomingShown: 3,
  /** The total-sessions figure before any session exists. */
  defaultTotalSessions: 8,
  participantsFigure: '300+',
} as const;

export interface WelcomeSummary<T> {
  live: T[];
  upcoming: T[];
  totalSessions: number;
}

export function welcomeSummary<T extends Timed>(
  sessions: readonly T[],
  now: Date,
): WelcomeSummary<T> {
  return {
    live: liveSessions(sessions).slice(0, WELCOME.liveShown),
    upcoming: upcomingSessions(sessions, now).slice(0, WELCOME.upcomingShown),
    totalSessions: sessions.length || WELCOME.defaultTotalSessions,
  };
}
