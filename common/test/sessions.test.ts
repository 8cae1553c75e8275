import { liveSessions, pastSessions, upcomingSessions } from '../src';

const now = new Date('2025-11-07T10:00:00Z');
const at = (iso: string) => new Date(iso);
const sessions = [
  { id: 'a', status: 'live', start_time: at('2025-11-07T09:30:00Z'), end_time: null },
  { id: 'b', status: 'live', start_time: at('2025-11-07T08:00:00Z'), end_time: null },
  { id: 'c', status: 'scheduled', start_time: at('2025-11-07T12:00:00Z'), end_time: null },
  { id: 'd', status: 'scheduled', start_time: at('2025-11-07T11:00:00Z'), end_time: null },
  { id: 'e', status: 'scheduled', start_time: at('2025-11-07T09:00:00Z'), end_time: null },
  {
    id: 'f',
    status: 'completed',
    start_time: at('2025-11-06T08:00:00Z'),
    end_time: at('2025-11-06T09:00:00Z'),
  },
  {
    id: 'g',
    status: 'completed',
    start_time: at('2025-11-06T10:00:00Z'),
    end_time: at('2025-11-06T12:00:00Z'),
  },
  { id: 'h', status: 'completed', start_time: at('2025-11-05T10:00:00Z'), end_time: null },
] as const;

const ids = (list: readonly { id: string }[]) => list.map((s) => s.id);

describe('session tabs', () => {
  it('lists live sessions earliest first', () => {
    expect(ids(liveSessions(sessions))).toEqual(['b', 'a']);
  });

  it('lists only scheduled sessions still ahead, soonest first', () => {
    expect(ids(upcomingSessions(sessions, now))).toEqual(['d', 'c']);
  });

  it('lists completed sessions by end time, most recent first', () => {
    expect(ids(pastSessions(sessions))).toEqual(['g', 'f', 'h']);
  });
});
