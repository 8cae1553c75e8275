import {
  manageZoomSessionSchema,
  type ManageZoomSessionResponse,
  type SessionStatus,
  type ZoomSession,
} from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { db } from '../services/firebase';
import { auditWrite } from '../services/repositories/auditLogs';
import { zoomSessionRef } from '../services/repositories/zoomSessions';
import { endWebinar, liveParticipants, onZoom } from '../services/zoom';

/** The session's status set, with its audit entry, in one batch. */
async function setStatus(
  session: ZoomSession,
  status: SessionStatus,
  actor: string,
): Promise<void> {
  if (session.status === status) return;
  const audit = auditWrite({
    action: 'session_status',
    user_id: actor,
    table_name: 'zoom_sessions',
    record_id: session.id,
    old_values: { status: session.status },
    new_values: { status },
  });
  await db()
    .batch()
    .update(zoomSessionRef(session.id), { status })
    .set(audit.ref, audit.data)
    .commit();
}

/**
 * Start (the session shows as live to attendees; the host opens Zoom with the start link), stop
 * (ends it on Zoom for everyone), set a status by hand, or list who is in it now.
 */
export const manageZoomSession = callable(
  {
    access: 'admin',
    schema: manageZoomSessionSchema,
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async ({ sessionId, action, status }, { uid }): Promise<ManageZoomSessionResponse> => {
    const session = (await zoomSessionRef(sessionId).get()).data();
    if (!session) throw new Refusal('session-not-found', 'not-found');
    const zoomId = session.zoom_id;
    if (action === 'update_status') {
      await setStatus(session, status!, uid);
      return { status: status! };
    }
    if (action === 'start') {
      await setStatus(session, 'live', uid);
      return { status: 'live' };
    }
    if (!zoomId) throw new Refusal('session-not-on-zoom');
    if (action === 'stop') {
      await onZoom(() => endWebinar(session.session_type, zoomId));
      await setStatus(session, 'completed', uid);
      return { status: 'completed' };
    }
    const people = await onZoom(() => liveParticipants(session.session_type, zoomId));
    return {
      status: session.status,
      participants: people,
    };
  },
);
