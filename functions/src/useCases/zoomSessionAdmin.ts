import type { SessionStatus, ZoomSession } from '@curso/common';
import { db } from '../adapters/firebase';
import { Refusal } from '../lib/errors';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { zoomSessionRef } from '../repositories/zoomSessions';

/** The session an administrator's action names; refused when there is none. */
export async function sessionOrRefuse(sessionId: string): Promise<ZoomSession> {
  const session = (await zoomSessionRef(sessionId).get()).data();
  if (!session) throw new Refusal('session-not-found', 'not-found');
  return session;
}

/** The session's webinar or meeting id on Zoom; refused for a session that is not on Zoom. */
export function zoomIdOf(session: ZoomSession): string {
  if (!session.zoom_id) throw new Refusal('session-not-on-zoom');
  return session.zoom_id;
}

/** The session's status set, with its audit entry, in one batch. */
export async function setSessionStatus(
  session: ZoomSession,
  status: SessionStatus,
  actor: string,
): Promise<void> {
  if (session.status === status) return;
  const audit: AuditEntry = {
    action: 'session_status',
    user_id: actor,
    table_name: 'zoom_sessions',
    record_id: session.id,
    old_values: { status: session.status },
    new_values: { status },
  };
  await withAudit(db().batch().update(zoomSessionRef(session.id), { status }), audit).commit();
}

/** The audit entry of a change to a session's participants. */
export const participantsChange = (
  session: ZoomSession,
  actor: string,
  values: Record<string, unknown>,
): AuditEntry => ({
  action: 'participants_change',
  user_id: actor,
  table_name: 'zoom_sessions',
  record_id: session.id,
  old_values: null,
  new_values: values,
});
