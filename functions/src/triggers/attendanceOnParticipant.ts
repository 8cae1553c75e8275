import { onDocumentWritten } from 'firebase-functions/firestore';
import { logger } from '../lib/logging';
import { currentEdition } from '../repositories/editions';
import { recordParticipantAttendance } from '../useCases/attendance';

/**
 * A participant's joins and leaves changed (a webhook, a sync): their accreditation record follows.
 * Other changes (the videowall flag) and removals leave it alone. What counts is the current
 * edition's rule.
 */
export const attendanceOnParticipant = onDocumentWritten(
  'zoom_sessions/{sessionId}/participants/{participantId}',
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after) return;
    const sameEvents =
      JSON.stringify(before?.events ?? null) === JSON.stringify(after.events ?? null);
    if (sameEvents && before?.registrant_id === after.registrant_id) return;
    const { sessionId, participantId } = event.params;
    const uid = await recordParticipantAttendance(sessionId, participantId, await currentEdition());
    logger.info('Attendance recorded', { sessionId, participantId, uid });
  },
);
