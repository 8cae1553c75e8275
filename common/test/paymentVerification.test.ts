import { checkoutMismatch, isResumableCheckout, priceBreakdown } from '../src';
import { planIn } from './fixtures/editions';

const online = priceBreakdown(planIn('online'), new Date('2027-06-01T10:00:00Z')).totalCents;
const paid = (overrides: Partial<Parameters<typeof checkoutMismatch>[0]> = {}) => ({
  uid: 'u1',
  amountTotal: online,
  currency: 'eur',
  ...overrides,
});
const recorded = { uid: 'u1', plan: 'online', amount_cents: online };

describe('checkoutMismatch', () => {
  it('accepts the checkout createPayment recorded, at the plan’s price with VAT in euros', () => {
    expect(online).toBe(21_200);
    expect(checkoutMismatch(paid(), recorded, 'online')).toBeNull();
    expect(checkoutMismatch(paid({ currency: 'EUR' }), recorded, ' Online ')).toBeNull();
  });

  it('compares with the amount recorded at checkout, not with today’s price', () => {
    // Sold at an early price of 395 + 83 VAT; the plan's price is 495 now.
    const early = { uid: 'u1', plan: 'presencial', amount_cents: 47_800 };
    expect(checkoutMismatch(paid({ amountTotal: 47_800 }), early, 'presencial')).toBeNull();
    expect(checkoutMismatch(paid({ amountTotal: 59_900 }), early, 'presencial')).toBe(
      'amount_mismatch',
    );
  });

  it.each<[string, Parameters<typeof checkoutMismatch>, string]>([
    ['a session the course never created', [paid(), null, 'online'], 'unknown_session'],
    ['another attendee’s uid', [paid({ uid: 'u2' }), recorded, 'online'], 'uid_mismatch'],
    ['no uid', [paid({ uid: null }), recorded, 'online'], 'uid_mismatch'],
    ['a plan changed since', [paid(), recorded, 'presencial'], 'plan_mismatch'],
    ['1 €', [paid({ amountTotal: 100 }), recorded, 'online'], 'amount_mismatch'],
    [
      'the price without VAT',
      [paid({ amountTotal: 17_500 }), recorded, 'online'],
      'amount_mismatch',
    ],
    [
      'a free plan charged',
      [paid({ amountTotal: 0 }), { uid: 'u1', plan: 'socio', amount_cents: 0 }, 'socio'],
      'amount_mismatch',
    ],
    [
      'a recorded free checkout',
      [paid({ amountTotal: 0 }), { ...recorded, amount_cents: 0 }, 'online'],
      'amount_mismatch',
    ],
    ['dollars', [paid({ currency: 'usd' }), recorded, 'online'], 'currency_mismatch'],
  ])('refuses %s', (_, args, reason) => {
    expect(checkoutMismatch(...args)).toBe(reason);
  });
});

describe('isResumableCheckout', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const open = {
    status: 'open',
    url: 'https://checkout.stripe.com/c/pay/cs_1',
    expires_at: new Date('2026-11-23T11:00:00Z'),
  };

  it('offers an open checkout with time left', () => {
    expect(isResumableCheckout(open, now)).toBe(true);
  });

  it.each([
    ['expired by Stripe', { ...open, status: 'expired' }],
    ['completed', { ...open, status: 'completed' }],
    ['about to expire', { ...open, expires_at: new Date('2026-11-23T10:01:00Z') }],
    ['without its page', { ...open, url: null }],
    ['without an expiry', { ...open, expires_at: null }],
  ])('not one %s', (_, payment) => {
    expect(isResumableCheckout(payment, now)).toBe(false);
  });
});
