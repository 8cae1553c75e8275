import { onDocumentUpdated } from 'firebase-functions/firestore';
import { logger } from '../lib/logging';
import { currentEdition } from '../repositories/editions';
import { recordSessionAttendance } from '../useCases/attendance';

/** What decides the attendance to a session; its participant count, changing on every join, does not. */
const DECIDING_FIELDS = ['start_time', 'end_time', 'status', 'programme_kind', 'session_title'];

/**
 * A session's schedule, kind, title or status changed: everyone's attendance to it is computed
 * again (its end closes the stays of those still connected when Zoom ended it), by the current
 * edition's rule.
 */
export const attendanceOnSession = onDocumentUpdated('zoom_sessions/{sessionId}', async (event) => {
  const before = event.data?.before.data() ?? {};
  const after = event.data?.after.data() ?? {};
  const changed = DECIDING_FIELDS.some(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
  if (!changed) return;
  const recorded = await recordSessionAttendance(event.params.sessionId, await currentEdition());
  logger.info('Session attendance recorded', { sessionId: event.params.sessionId, recorded });
});
