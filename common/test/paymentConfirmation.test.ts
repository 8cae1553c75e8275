import { isPaymentConfirmed } from '../src';

describe('isPaymentConfirmed', () => {
  it.each([
    [{ payment_status: 'completed', access_status: 'aprobado' }, true],
    [{ payment_status: ' Completed ', access_status: 'APROBADO' }, true],
    [{ payment_status: 'completed', access_status: 'pendiente_aprobacion' }, false],
    [{ payment_status: 'pending', access_status: 'aprobado' }, false],
    [{ payment_status: null, access_status: null }, false],
    [{}, false],
  ])('%o → %s', (profile, confirmed) => {
    expect(isPaymentConfirmed(profile)).toBe(confirmed);
  });
});
