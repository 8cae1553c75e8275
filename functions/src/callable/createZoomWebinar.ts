import { programmeKindOf, type CreateZoomWebinarResponse, type ZoomSession } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { db } from '../adapters/firebase';
import { registerApprovedAttendees } from '../useCases/registrations';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { zoomSessionRef } from '../repositories/zoomSessions';
import { createWebinar, type CreatedWebinar } from '../adapters/zoom';

/**
 * Creates the webinar (or meeting) on Zoom, then its `zoom_sessions` document with the join and
 * registration links, audited in the same batch. The document's id is Zoom's, which its webhooks
 * name. Every approved attendee is then registered, each with their personal join link.
 */
export const createZoomWebinar = callable(
  'createZoomWebinar',
  {
    access: 'admin',
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async (session, { uid }): Promise<CreateZoomWebinarResponse> => {
    let created: CreatedWebinar;
    try {
      created = await createWebinar(session.type, {
        topic: session.title,
        agenda: session.description,
        start: session.start,
        end: session.end,
      });
    } catch (error) {
      logger.error('Zoom refused the webinar', { error: String(error) });
      throw new Refusal('zoom-failed', 'unavailable');
    }
    const zoomId = String(created.id);
    const ref = zoomSessionRef(zoomId);
    const document = {
      id: zoomId,
      session_title: session.title,
      session_description: session.description || null,
      session_type: session.type,
      status: 'scheduled' as const,
      start_time: session.start,
      end_time: session.end,
      join_url: created.join_url,
      registration_url: created.registration_url ?? null,
      max_participants: session.capacity,
      participant_count: 0,
      zoom_id: zoomId,
      programme_kind: programmeKindOf(session.kind),
    };
    const audit: AuditEntry = {
      action: 'session_create',
      user_id: uid,
      table_name: 'zoom_sessions',
      record_id: zoomId,
      old_values: null,
      new_values: {
        ...document,
        start_time: session.start.toISOString(),
        end_time: session.end.toISOString(),
      },
    };
    await withAudit(db().batch().set(ref, document), audit).commit();
    const registered = await registerApprovedAttendees(document as ZoomSession);
    return {
      registered,
      sessionId: zoomId,
      zoomId,
      joinUrl: created.join_url,
      registrationUrl: created.registration_url ?? null,
    };
  },
);
