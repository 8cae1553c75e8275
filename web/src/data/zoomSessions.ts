import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { ZoomParticipant, ZoomSession } from '@curso/common';
import { featuredParticipantsQuery, zoomSessionsQuery } from '../firebase/refs';
import { collectionState, type CollectionState } from './collectionState';

/** Every session of the course, live. */
export function useZoomSessions(): CollectionState<ZoomSession> {
  return collectionState(useFirestoreCollectionData(zoomSessionsQuery));
}

/** The participants featured on a session's videowall, live (mounted for live sessions only). */
export function useFeaturedParticipants(sessionId: string): CollectionState<ZoomParticipant> {
  const featured = useMemo(() => featuredParticipantsQuery(sessionId), [sessionId]);
  return collectionState(useFirestoreCollectionData(featured));
}
