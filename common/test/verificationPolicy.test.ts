import { resendDecision, VERIFICATION_POLICY } from '../src/domain/verificationPolicy';

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
