import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { PlanSeats } from '@curso/common';
import { editionSeatsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/**
 * The places taken per plan with a capacity in an edition, live: each registration, expired
 * checkout or archive moves them while the overview is open. A plan nobody took a place on yet
 * has no document.
 */
export function useSeats(editionId: string): CollectionState<PlanSeats> {
  const seats = useMemo(() => editionSeatsQuery(editionId), [editionId]);
  return collectionState(useFirestoreCollectionData(seats));
}
