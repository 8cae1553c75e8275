import { renderHook } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import type { ObservableStatus } from 'reactfire';
import { useFirestoreCollectionData } from 'reactfire';
import type { Payment } from '@curso/common';
import type * as PaymentIncidents from '../../src/data/admin/paymentIncidents';
import { makePayment } from '../dataFakes';

// The pages' tests replace this hook; here the real one runs over two fake listeners.
const { usePaymentIncidents } = jest.requireActual<typeof PaymentIncidents>(
  '../../src/data/admin/paymentIncidents',
);

jest.mock('reactfire', () => ({ useFirestoreCollectionData: jest.fn() }));
jest.mock('../../src/firebase/refs', () => ({
  mismatchedPaymentsQuery: (editionId: string) => `mismatched in ${editionId}`,
  refundedPaymentsQuery: (editionId: string) => `refunded in ${editionId}`,
}));

type Listener = Partial<ObservableStatus<Payment[]>>;

function listen(mismatched: Listener, refunded: Listener) {
  jest
    .mocked(useFirestoreCollectionData)
    .mockImplementation(
      (query) =>
        (String(query) === 'mismatched in 2027' ? mismatched : refunded) as ObservableStatus<never>,
    );
  return renderHook(() => usePaymentIncidents('2027')).result.current;
}

const ready = (data: Payment[]): Listener => ({ status: 'success', data });
const at = (iso: string) => new Date(iso);

describe('usePaymentIncidents', () => {
  it('merges both listeners newest first, listing a refunded mismatch once', () => {
    const refundedMismatch = makePayment({
      id: 'cs_both',
      status: 'mismatch',
      refunded_cents: 21200,
      created_at: at('2025-10-02T10:00:00Z'),
    });
    const state = listen(
      ready([
        makePayment({ id: 'cs_old', status: 'mismatch', created_at: at('2025-10-01T10:00:00Z') }),
        refundedMismatch,
      ]),
      ready([
        refundedMismatch,
        makePayment({ id: 'cs_new', refunded_cents: 100, created_at: at('2025-10-03T10:00:00Z') }),
      ]),
    );
    expect(state.status === 'ready' && state.items.map((p) => p.id)).toEqual([
      'cs_new',
      'cs_both',
      'cs_old',
    ]);
  });

  it('is loading until both listeners have answered', () => {
    expect(listen(ready([]), { status: 'loading' })).toEqual({ status: 'loading' });
  });

  it('says why either listener stopped', () => {
    const error = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    expect(listen(ready([]), { status: 'error', error })).toEqual({
      status: 'error',
      reason: 'permission-denied',
    });
  });
});
