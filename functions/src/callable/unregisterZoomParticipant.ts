import { type DoneResponse } from '@curso/common';
import { db } from '../adapters/firebase';
import { cancelRegistrant, onZoom } from '../adapters/zoom';
import { callable } from '../lib/callable';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { withAudit } from '../repositories/auditLogs';
import { registrantRef } from '../repositories/zoomSessions';
import { participantsChange, sessionOrRefuse, zoomIdOf } from '../useCases/zoomSessionAdmin';

/** Cancels an attendee's registration on Zoom and their personal join link. */
export const unregisterZoomParticipant = callable(
  'unregisterZoomParticipant',
  {
    access: 'admin',
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async ({ sessionId, userId }, { uid }): Promise<DoneResponse> => {
    const session = await sessionOrRefuse(sessionId);
    const zoomId = zoomIdOf(session);
    const registration = registrantRef(session.id, userId);
    const stored = (await registration.get()).data();
    if (stored) {
      await onZoom(() =>
        cancelRegistrant(session.session_type, zoomId, {
          id: String(stored.registrant_id),
          email: String(stored.email),
        }),
      );
    }
    const audit = participantsChange(session, uid, { unregistered: userId });
    await withAudit(db().batch().delete(registration), audit).commit();
    return { success: true };
  },
);
