import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { ZoomParticipant } from '@curso/common';
import { sessionParticipantsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/** A session's participants as the webhook records them, live: joins and leaves show at once. */
export function useSessionParticipants(sessionId: string): CollectionState<ZoomParticipant> {
  const participants = useMemo(() => sessionParticipantsQuery(sessionId), [sessionId]);
  return collectionState(useFirestoreCollectionData(participants));
}
