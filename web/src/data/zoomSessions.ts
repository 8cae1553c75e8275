import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { EditionPeriod, VideowallEntry, ZoomSession } from '@curso/common';
import {
  registrantRef,
  videowallQuery,
  zoomSessionsInPeriodQuery,
  zoomSessionsQuery,
} from '../firebase/refs';
import { collectionState, type CollectionState } from './collectionState';
import { useStablePeriod } from './useStablePeriod';

/** Every session of the course, live. */
export function useZoomSessions(): CollectionState<ZoomSession> {
  return collectionState(useFirestoreCollectionData(zoomSessionsQuery));
}

/** The sessions of an edition (scheduled to start in its period), live: the back office's. */
export function useEditionZoomSessions(period: EditionPeriod): CollectionState<ZoomSession> {
  const stable = useStablePeriod(period);
  const sessions = useMemo(() => zoomSessionsInPeriodQuery(stable), [stable]);
  return collectionState(useFirestoreCollectionData(sessions));
}

/** Who is on a session's videowall, live (mounted for live sessions only): names, no emails. */
export function useFeaturedParticipants(sessionId: string): CollectionState<VideowallEntry> {
  const featured = useMemo(() => videowallQuery(sessionId), [sessionId]);
  return collectionState(useFirestoreCollectionData(featured));
}

/**
 * The attendee's personal join link of a session, once they are registered in it on Zoom (so Zoom
 * attributes their attendance to them); null until then.
 */
export function usePersonalJoinUrl(sessionId: string, uid: string): string | null {
  const ref = useMemo(() => registrantRef(sessionId, uid), [sessionId, uid]);
  const { status, data } = useFirestoreDocData(ref);
  return status === 'success' ? (data?.join_url ?? null) : null;
}
