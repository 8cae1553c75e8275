import {
  addressDecision,
  resendDecision,
  VERIFICATION_POLICY,
} from '../src/domain/verificationPolicy';

const t0 = new Date('2025-10-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60 * 1000;

describe('resendDecision', () => {
  it.each([
    ['first send', null, at(0), { allowed: true, sendsInWindow: 1, windowStartedAt: at(0) }],
    [
      'within a minute',
      { lastSentAt: at(0), sendsInWindow: 1, windowStartedAt: at(0) },
      at(59 * 1000),
      { allowed: false, reason: 'resend-too-soon' },
    ],
    [
      'after a minute',
      { lastSentAt: at(0), sendsInWindow: 1, windowStartedAt: at(0) },
      at(MIN),
      { allowed: true, sendsInWindow: 2, windowStartedAt: at(0) },
    ],
    [
      'sixth send within the hour',
      { lastSentAt: at(10 * MIN), sendsInWindow: 5, windowStartedAt: at(0) },
      at(20 * MIN),
      { allowed: false, reason: 'resend-limit' },
    ],
    [
      'a new hour starts a new window',
      { lastSentAt: at(50 * MIN), sendsInWindow: 5, windowStartedAt: at(0) },
      at(60 * MIN),
      { allowed: true, sendsInWindow: 1, windowStartedAt: at(60 * MIN) },
    ],
  ])('%s', (_name, history, now, expected) => {
    expect(resendDecision(history, now)).toEqual(expected);
  });

  it('keeps the documented limits', () => {
    expect(VERIFICATION_POLICY).toMatchObject({ maxAttempts: 5, maxSendsPerWindow: 5 });
    expect(VERIFICATION_POLICY.ttlMs).toBe(10 * 60 * 1000);
  });
});

describe('addressDecision', () => {
  const start = new Date('2026-11-23T10:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('admits up to the limit in a window, then says how long until it ends', () => {
    let history: { count: number; windowStartedAt: Date } | null = null;
    for (let i = 1; i <= 20; i += 1) {
      const decision = addressDecision(history, at(i), 20);
      expect(decision).toMatchObject({ allowed: true, count: i });
      if (decision.allowed) history = decision;
    }
    // The window opened with the first request, at minute 1: it ends at minute 61.
    expect(addressDecision(history, at(30), 20)).toEqual({
      allowed: false,
      retryAfterSeconds: 31 * 60,
    });
  });

  it('starts a new window an hour after the first request', () => {
    const full = { count: 20, windowStartedAt: start };
    expect(addressDecision(full, at(59), 20).allowed).toBe(false);
    expect(addressDecision(full, at(60), 20)).toEqual({
      allowed: true,
      count: 1,
      windowStartedAt: at(60),
    });
  });
});
