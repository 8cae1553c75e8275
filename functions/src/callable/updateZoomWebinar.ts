import { programmeKindOf, type UpdateZoomWebinarResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { zoomSessionRef } from '../repositories/zoomSessions';
import { updateWebinar } from '../adapters/zoom';

/**
 * The edit dialog: title, description, times and capacity change on Zoom first (so the invitations
 * Zoom sends stay right), then in the session document with the audit entry, in one batch. How the
 * session counts for accreditation is the course's own and changes here only.
 */
export const updateZoomWebinar = callable(
  'updateZoomWebinar',
  {
    access: 'admin',
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async (change, { uid }): Promise<UpdateZoomWebinarResponse> => {
    const ref = zoomSessionRef(change.sessionId);
    const session = (await ref.get()).data();
    if (!session) throw new Refusal('session-not-found', 'not-found');
    if (session.zoom_id) {
      try {
        await updateWebinar(session.session_type, session.zoom_id, {
          topic: change.title,
          agenda: change.description,
          start: change.start,
          end: change.end,
        });
      } catch (error) {
        logger.error('Zoom refused the change', { error: String(error) });
        throw new Refusal('zoom-failed', 'unavailable');
      }
    }
    const next = {
      session_title: change.title,
      session_description: change.description || null,
      start_time: change.start,
      end_time: change.end,
      max_participants: change.capacity,
      programme_kind: programmeKindOf(change.kind),
    };
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const audit: AuditEntry = {
      action: 'session_update',
      user_id: uid,
      table_name: 'zoom_sessions',
      record_id: session.id,
      old_values: {
        session_title: session.session_title,
        session_description: session.session_description,
        start_time: iso(session.start_time),
        end_time: iso(session.end_time),
        max_participants: session.max_participants,
        programme_kind: session.programme_kind ?? null,
      },
      new_values: { ...next, start_time: iso(change.start), end_time: iso(change.end) },
    };
    await withAudit(db().batch().update(ref, next), audit).commit();
    return { sessionId: session.id };
  },
);
