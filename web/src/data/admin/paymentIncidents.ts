import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { Payment } from '@curso/common';
import { mismatchedPaymentsQuery, refundedPaymentsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/**
 * The payments of an edition an administrator must look at, live: paid checkouts that granted
 * nothing (`mismatch`) and refunds, newest first. A refunded mismatch answers both queries and is
 * listed once.
 */
export function usePaymentIncidents(editionId: string): CollectionState<Payment> {
  const queries = useMemo(
    () => ({
      mismatched: mismatchedPaymentsQuery(editionId),
      refunded: refundedPaymentsQuery(editionId),
    }),
    [editionId],
  );
  const mismatched = useFirestoreCollectionData(queries.mismatched);
  const refunded = useFirestoreCollectionData(queries.refunded);
  const items = useMemo(() => {
    const byId = new Map<string, Payment>();
    for (const payment of [...(mismatched.data ?? []), ...(refunded.data ?? [])]) {
      byId.set(payment.id, payment);
    }
    return [...byId.values()].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  }, [mismatched.data, refunded.data]);

  const states = [collectionState(mismatched), collectionState(refunded)];
  const failed = states.find((state) => state.status === 'error');
  if (failed) return failed;
  if (states.some((state) => state.status === 'loading')) return { status: 'loading' };
  return { status: 'ready', items };
}
