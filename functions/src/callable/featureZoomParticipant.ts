import { type DoneResponse } from '@curso/common';
import { db } from '../adapters/firebase';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { withAudit } from '../repositories/auditLogs';
import { participantsRef } from '../repositories/zoomSessions';
import { participantsChange, sessionOrRefuse } from '../useCases/zoomSessionAdmin';

/** Shows a participant on the session's videowall, or takes them off it. */
export const featureZoomParticipant = callable(
  'featureZoomParticipant',
  { access: 'admin' },
  async ({ sessionId, participantId, featured }, { uid }): Promise<DoneResponse> => {
    const session = await sessionOrRefuse(sessionId);
    const ref = participantsRef(session.id).doc(participantId);
    if (!(await ref.get()).exists) throw new Refusal('user-not-found', 'not-found');
    const audit = participantsChange(session, uid, {
      participant: ref.id,
      videowall_featured: featured,
    });
    await withAudit(db().batch().update(ref, { videowall_featured: featured }), audit).commit();
    return { success: true };
  },
);
