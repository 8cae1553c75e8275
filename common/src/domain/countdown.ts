export interface Countdown {
  phase: 'before' | 'during' | 'after';
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Time left until the course opens; once it has opened the countdown stops at zero and says
 * whether the day is under way or over.
 */
export function countdownTo(target: Date, end: Date, now: Date): Countdown {
  const left = target.getTime() - now.getTime();
  if (left <= 0) {
    return { phase: now < end ? 'during' : 'after', days: 0, hours: 0, minutes: 0, seconds: 0 };
  }
  const total = Math.floor(left / 1000);
  return {
    phase: 'before',
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** m:ss, as the impersonation banner shows the time left. */
export function formatMinutesSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
