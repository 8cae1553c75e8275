import { hasSessionAccess, type Profile, type ZoomSession } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { inBatches } from '../lib/batches';
import { logger } from '../lib/logging';
import { currentEditionId } from '../repositories/editions';
import { profilesRef } from '../repositories/profiles';
import { registrantRef, zoomSessionsRef } from '../repositories/zoomSessions';
import { addRegistrant, cancelRegistrant } from '../adapters/zoom';

/** Registrations sent to Zoom at once. */
const CONCURRENCY = 10;

/**
 * Registers every attendee approved in the current edition and active in a new webinar, so each has a personal join link
 * and Zoom attributes their attendance to them. Answers how many were registered; one Zoom
 * refusal is logged and does not stop the others.
 */
export async function registerApprovedAttendees(session: ZoomSession): Promise<number> {
  const editionId = await currentEditionId();
  const approved = (
    await profilesRef()
      .where('edition_id', '==', editionId)
      .where('access_status', '==', 'aprobado')
      .get()
  ).docs
    .map((doc) => doc.data())
    .filter((profile) => hasSessionAccess(profile, editionId));
  const done = await inBatches(
    approved,
    CONCURRENCY,
    (p) => register(session, p),
    async () => undefined,
  );
  return done.filter(Boolean).length;
}

type Person = Pick<Profile, 'id' | 'email' | 'first_name' | 'last_name'>;

/** One attendee registered in one webinar, their personal link stored; false if Zoom refused. */
export async function register(session: ZoomSession, person: Person): Promise<boolean> {
  if (!session.zoom_id) return false;
  try {
    const registrant = await addRegistrant(session.session_type, session.zoom_id, {
      email: person.email,
      first_name: person.first_name,
      last_name: person.last_name,
    });
    await registrantRef(session.id, person.id).set({
      uid: person.id,
      email: person.email,
      registrant_id: registrant.registrant_id,
      join_url: registrant.join_url,
      registered_at: FieldValue.serverTimestamp(),
    });
    return true;
  } catch (error) {
    logger.error('Zoom registration failed', { uid: person.id, error: String(error) });
    return false;
  }
}

/** One attendee's registration cancelled on Zoom and removed; their link stops working. */
export async function unregister(session: ZoomSession, uid: string): Promise<void> {
  const ref = registrantRef(session.id, uid);
  const stored = (await ref.get()).data();
  if (!stored) return;
  if (session.zoom_id) {
    await cancelRegistrant(session.session_type, session.zoom_id, {
      id: String(stored.registrant_id),
      email: String(stored.email),
    });
  }
  await ref.delete();
}

/** The webinars still to come or running, where a registration still matters. */
export async function openSessions(): Promise<ZoomSession[]> {
  const found = await zoomSessionsRef().where('status', 'in', ['scheduled', 'live']).get();
  return found.docs.map((doc) => doc.data()).filter((session) => Boolean(session.zoom_id));
}
