import {
  syncZoomParticipantsSchema,
  type SyncZoomParticipantsResponse,
  type ZoomSession,
} from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { db } from '../services/firebase';
import { syncParticipants } from '../services/participantSync';
import { auditWrite } from '../services/repositories/auditLogs';
import { profileRef } from '../services/repositories/profiles';
import {
  participantsRef,
  registrantRef,
  zoomSessionRef,
} from '../services/repositories/zoomSessions';
import { addRegistrant, cancelRegistrant, liveParticipants, onZoom } from '../services/zoom';

const audited = (session: ZoomSession, actor: string, values: Record<string, unknown>) =>
  auditWrite({
    action: 'participants_change',
    user_id: actor,
    table_name: 'zoom_sessions',
    record_id: session.id,
    old_values: null,
    new_values: values,
  });

/**
 * The participant side of a session: sync them from Zoom, register or unregister an attendee
 * (their personal join link), feature someone on the videowall, or list who is in now.
 */
export const syncZoomParticipants = callable(
  {
    access: 'admin',
    schema: syncZoomParticipantsSchema,
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async (request, { uid: actor }): Promise<SyncZoomParticipantsResponse> => {
    const session = (await zoomSessionRef(request.sessionId).get()).data();
    if (!session) throw new Refusal('session-not-found', 'not-found');
    const zoomId = session.zoom_id;

    if (request.action === 'feature_participant') {
      const ref = participantsRef(session.id).doc(request.participantId!);
      if (!(await ref.get()).exists) throw new Refusal('user-not-found', 'not-found');
      const audit = audited(session, actor, {
        participant: ref.id,
        videowall_featured: request.featured,
      });
      await db()
        .batch()
        .update(ref, { videowall_featured: request.featured })
        .set(audit.ref, audit.data)
        .commit();
      return {};
    }
    if (!zoomId) throw new Refusal('session-not-on-zoom');

    if (request.action === 'get_participants') {
      const people = await onZoom(() => liveParticipants(session.session_type, zoomId));
      return {
        participants: people,
      };
    }
    if (request.action === 'sync_all') {
      const synced = await onZoom(() => syncParticipants(session));
      const audit = audited(session, actor, { synced });
      await db().batch().set(audit.ref, audit.data).commit();
      return { synced };
    }

    const userId = request.userId!;
    const registration = registrantRef(session.id, userId);
    if (request.action === 'add_participant') {
      const profile = (await profileRef(userId).get()).data();
      if (!profile) throw new Refusal('user-not-found', 'not-found');
      const registrant = await onZoom(() =>
        addRegistrant(session.session_type, zoomId, {
          email: profile.email,
          first_name: profile.first_name,
          last_name: profile.last_name,
        }),
      );
      const audit = audited(session, actor, { registered: userId });
      await db()
        .batch()
        .set(registration, {
          uid: userId,
          email: profile.email,
          registrant_id: registrant.registrant_id,
          join_url: registrant.join_url,
          registered_at: FieldValue.serverTimestamp(),
        })
        .set(audit.ref, audit.data)
        .commit();
      return { joinUrl: registrant.join_url };
    }
    const stored = (await registration.get()).data();
    if (stored) {
      await onZoom(() =>
        cancelRegistrant(session.session_type, zoomId, {
          id: String(stored.registrant_id),
          email: String(stored.email),
        }),
      );
    }
    const audit = audited(session, actor, { unregistered: userId });
    await db().batch().delete(registration).set(audit.ref, audit.data).commit();
    return {};
  },
);
