import { type ZoomRegistrationResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { addRegistrant, onZoom } from '../adapters/zoom';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { withAudit } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';
import { registrantRef } from '../repositories/zoomSessions';
import { participantsChange, sessionOrRefuse, zoomIdOf } from '../useCases/zoomSessionAdmin';

/** Registers an attendee on Zoom: their personal join link, which Zoom attributes to them. */
export const registerZoomParticipant = callable(
  'registerZoomParticipant',
  {
    access: 'admin',
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async ({ sessionId, userId }, { uid }): Promise<ZoomRegistrationResponse> => {
    const session = await sessionOrRefuse(sessionId);
    const zoomId = zoomIdOf(session);
    const profile = (await profileRef(userId).get()).data();
    if (!profile) throw new Refusal('user-not-found', 'not-found');
    const registrant = await onZoom(() =>
      addRegistrant(session.session_type, zoomId, {
        email: profile.email,
        first_name: profile.first_name,
        last_name: profile.last_name,
      }),
    );
    const batch = db().batch().set(registrantRef(session.id, userId), {
      uid: userId,
      email: profile.email,
      registrant_id: registrant.registrant_id,
      join_url: registrant.join_url,
      registered_at: FieldValue.serverTimestamp(),
    });
    await withAudit(batch, participantsChange(session, uid, { registered: userId })).commit();
    return { joinUrl: registrant.join_url };
  },
);
