import { canSetPaymentStatus, paymentTransitions } from '../src';

describe('payment transitions', () => {
  it.each([
    ['pending', ['completed', 'failed']],
    ['failed', ['completed']],
    ['completed', []],
    ['not_applicable', []],
    [' PENDING ', ['completed', 'failed']],
  ])('%p → %p', (current, next) => {
    expect(paymentTransitions(current)).toEqual(next);
  });

  it('refuses what the table does not allow', () => {
    expect(canSetPaymentStatus('completed', 'failed')).toBe(false);
    expect(canSetPaymentStatus('failed', 'pending')).toBe(false);
    expect(canSetPaymentStatus('pending', 'completed')).toBe(true);
  });
});
