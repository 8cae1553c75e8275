/** Limits of the emailed one-time codes. */
export const VERIFICATION_POLICY = {
  /** A code is valid for 10 minutes (the email says so). */
  ttlMs: 10 * 60 * 1000,
  /** The fifth wrong try burns the code. */
  maxAttempts: 5,
  /** At most one send per minute per email. */
  resendIntervalMs: 60 * 1000,
  /** At most five sends per email in a rolling window of one hour. */
  maxSendsPerWindow: 5,
  windowMs: 60 * 60 * 1000,
  /**
   * Requests for a code from one client address in the same window, whatever the email: the door
   * that would let anyone make the course's domain send mail. Configurable per deployment.
   */
  defaultSendsPerAddress: 20,
} as const;

/** What is known about the previous sends to an email, if any. */
export interface SendHistory {
  lastSentAt: Date;
  sendsInWindow: number;
  windowStartedAt: Date;
}

export type ResendDecision =
  | { allowed: true; sendsInWindow: number; windowStartedAt: Date }
  | { allowed: false; reason: 'resend-too-soon' | 'resend-limit' };

/**
 * Whether another code may be sent now, and the rate-limit window that sending would leave. A
 * window older than `windowMs` starts afresh.
 */
export function resendDecision(history: SendHistory | null, now: Date): ResendDecision {
  const p = VERIFICATION_POLICY;
  if (!history) return { allowed: true, sendsInWindow: 1, windowStartedAt: now };
  if (now.getTime() - history.lastSentAt.getTime() < p.resendIntervalMs) {
    return { allowed: false, reason: 'resend-too-soon' };
  }
  if (now.getTime() - history.windowStartedAt.getTime() >= p.windowMs) {
    return { allowed: true, sendsInWindow: 1, windowStartedAt: now };
  }
  if (history.sendsInWindow >= p.maxSendsPerWindow) {
    return { allowed: false, reason: 'resend-limit' };
  }
  return {
    allowed: true,
    sendsInWindow: history.sendsInWindow + 1,
    windowStartedAt: history.windowStartedAt,
  };
}

/** Requests counted for one client address in the current window. */
export interface AddressHistory {
  count: number;
  windowStartedAt: Date;
}

export type AddressDecision =
  | { allowed: true; count: number; windowStartedAt: Date }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more code request from a client address is admitted within `limit` per window; when
 * not, how long until the window ends. A window older than `windowMs` starts afresh.
 */
export function addressDecision(
  history: AddressHistory | null,
  now: Date,
  limit: number,
): AddressDecision {
  const { windowMs } = VERIFICATION_POLICY;
  const elapsed = history ? now.getTime() - history.windowStartedAt.getTime() : Infinity;
  if (!history || elapsed >= windowMs) return { allowed: true, count: 1, windowStartedAt: now };
  if (history.count >= limit) {
    return { allowed: false, retryAfterSeconds: Math.ceil((windowMs - elapsed) / 1000) };
  }
  return { allowed: true, count: history.count + 1, windowStartedAt: history.windowStartedAt };
}
