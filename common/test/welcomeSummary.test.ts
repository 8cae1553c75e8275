import { welcomeSummary } from '../src';

const now = new Date('2025-11-07T10:00:00Z');
const session = (id: string, status: string, start: string) => ({
  id,
  status: status as 'scheduled' | 'live' | 'completed',
  start_time: new Date(start),
  end_time: null,
});

describe('welcomeSummary', () => {
  it('defaults the total to 8 when there are no sessions', () => {
    expect(welcomeSummary([], now)).toEqual({ live: [], upcoming: [], totalSessions: 8 });
  });

  it('keeps at most 2 live and 3 upcoming sessions and counts them all', () => {
    const sessions = [
      session('l1', 'live', '2025-11-07T09:00:00Z'),
      session('l2', 'live', '2025-11-07T09:30:00Z'),
      session('l3', 'live', '2025-11-07T09:45:00Z'),
      session('u1', 'scheduled', '2025-11-07T11:00:00Z'),
      session('u2', 'scheduled', '2025-11-07T12:00:00Z'),
      session('u3', 'scheduled', '2025-11-07T13:00:00Z'),
      session('u4', 'scheduled', '2025-11-07T14:00:00Z'),
      session('late', 'scheduled', '2025-11-07T09:50:00Z'),
      session('p1', 'completed', '2025-11-06T09:00:00Z'),
    ];
    const summary = welcomeSummary(sessions, now);
    expect(summary.live.map((s) => s.id)).toEqual(['l1', 'l2']);
    expect(summary.upcoming.map((s) => s.id)).toEqual(['u1', 'u2', 'u3']);
    expect(summary.totalSessions).toBe(9);
  });
});
