import { createHash } from 'node:crypto';
import { COLLECTIONS, type ZoomParticipant, type ZoomSession } from '@curso/common';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const sessionConverter = modelConverter<ZoomSession>();
const participantConverter = modelConverter<ZoomParticipant>();

export const zoomSessionsRef = () =>
  db().collection(COLLECTIONS.zoomSessions).withConverter(sessionConverter);

export const zoomSessionRef = (sessionId: string) => zoomSessionsRef().doc(sessionId);

/** `zoom_sessions/{id}/participants`. */
export const participantsRef = (sessionId: string) =>
  zoomSessionRef(sessionId)
    .collection(COLLECTIONS.participants)
    .withConverter(participantConverter);

/**
 * A person's document in a session: keyed by a hash of their email, so the address never
 * appears in a path; someone Zoom reports without an email is keyed by Zoom's user id.
 */
export function participantRef(sessionId: string, who: { email?: string; userId?: string }) {
  const key = who.email?.trim().toLowerCase() || `zoom-user:${who.userId ?? 'unknown'}`;
  const id = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return participantsRef(sessionId).doc(id);
}

/** `zoom_events/{sha256 of the body}`: deliveries already applied. */
export const zoomEventRef = (key: string) => db().collection(COLLECTIONS.zoomEvents).doc(key);

/** The session a Zoom webinar or meeting id belongs to, if it is one of ours. */
export async function sessionByZoomId(zoomId: string): Promise<ZoomSession | null> {
  const found = await zoomSessionsRef().where('zoom_id', '==', zoomId).limit(1).get();
  return found.docs[0]?.data() ?? null;
}

/** `zoom_sessions/{id}/registrants`: the attendees registered on Zoom, keyed by uid. */
export const registrantsRef = (sessionId: string) =>
  zoomSessionRef(sessionId).collection(COLLECTIONS.registrants);

/** `zoom_sessions/{id}/registrants/{uid}`: an attendee's registration and personal join link. */
export const registrantRef = (sessionId: string, uid: string) => registrantsRef(sessionId).doc(uid);
