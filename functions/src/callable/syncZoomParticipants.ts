import { type SyncZoomParticipantsResponse } from '@curso/common';
import { db } from '../adapters/firebase';
import { onZoom } from '../adapters/zoom';
import { callable } from '../lib/callable';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { withAudit } from '../repositories/auditLogs';
import { syncParticipants } from '../useCases/participantSync';
import { participantsChange, sessionOrRefuse, zoomIdOf } from '../useCases/zoomSessionAdmin';

/** Writes who attended from Zoom's own listing, audited (see docs/architecture.md, Callables). */
export const syncZoomParticipants = callable(
  'syncZoomParticipants',
  {
    access: 'admin',
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async ({ sessionId }, { uid }): Promise<SyncZoomParticipantsResponse> => {
    const session = await sessionOrRefuse(sessionId);
    zoomIdOf(session);
    const synced = await onZoom(() => syncParticipants(session));
    await withAudit(db().batch(), participantsChange(session, uid, { synced })).commit();
    return { synced };
  },
);
