import { isArchived, type ZoomSession } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { inBatches } from '../lib/batches';
import { logger } from '../lib/logging';
import { profilesRef } from './repositories/profiles';
import { registrantRef } from './repositories/zoomSessions';
import { addRegistrant } from './zoom';

/** Registrations sent to Zoom at once. */
const CONCURRENCY = 10;

/**
 * Registers every approved, active attendee in a new webinar, so each has a personal join link
 * and Zoom attributes their attendance to them. Answers how many were registered; one Zoom
 * refusal is logged and does not stop the others.
 */
export async function registerApprovedAttendees(session: ZoomSession): Promise<number> {
  if (!session.zoom_id) return 0;
  const zoomId = session.zoom_id;
  const approved = (await profilesRef().where('access_status', '==', 'aprobado').get()).docs
    .map((doc) => doc.data())
    .filter((profile) => !isArchived(profile));
  const done = await inBatches(
    approved,
    CONCURRENCY,
    async (profile) => {
      try {
        const registrant = await addRegistrant(session.session_type, zoomId, {
          email: profile.email,
          first_name: profile.first_name,
          last_name: profile.last_name,
        });
        await registrantRef(session.id, profile.id).set({
          uid: profile.id,
          email: profile.email,
          registrant_id: registrant.registrant_id,
          join_url: registrant.join_url,
          registered_at: FieldValue.serverTimestamp(),
        });
        return true;
      } catch (error) {
        logger.error('Zoom registration failed', { uid: profile.id, error: String(error) });
        return false;
      }
    },
    async () => undefined,
  );
  return done.filter(Boolean).length;
}
