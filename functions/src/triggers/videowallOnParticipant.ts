import { COLLECTIONS, type VideowallEntry } from '@curso/common';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { db } from '../adapters/firebase';

/**
 * Keeps the attendees' view of a session's videowall: a participant featured on it appears there
 * with their name, type and join time only; unfeatured or removed, they leave it. Attendees never
 * read the participants themselves (emails, connection times).
 */
export const videowallOnParticipant = onDocumentWritten(
  `${COLLECTIONS.zoomSessions}/{sessionId}/${COLLECTIONS.participants}/{participantId}`,
  async (event) => {
    const after = event.data?.after.data();
    const { sessionId, participantId } = event.params;
    const entry = db().doc(
      `${COLLECTIONS.zoomSessions}/${sessionId}/${COLLECTIONS.videowall}/${participantId}`,
    );
    if (!after?.videowall_featured) {
      await entry.delete();
      return;
    }
    const shown: Omit<VideowallEntry, 'id' | 'join_time'> & { join_time: unknown } = {
      participant_name: after.participant_name ?? null,
      participant_type: after.participant_type ?? 'attendee',
      join_time: after.join_time ?? null,
    };
    await entry.set(shown);
  },
);
