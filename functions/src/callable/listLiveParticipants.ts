import { type LiveParticipantsResponse } from '@curso/common';
import { liveParticipants, onZoom } from '../adapters/zoom';
import { callable } from '../lib/callable';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { sessionOrRefuse, zoomIdOf } from '../useCases/zoomSessionAdmin';

/** Who is in the running webinar or meeting now, as Zoom lists them. */
export const listLiveParticipants = callable(
  'listLiveParticipants',
  {
    access: 'admin',
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async ({ sessionId }): Promise<LiveParticipantsResponse> => {
    const session = await sessionOrRefuse(sessionId);
    const zoomId = zoomIdOf(session);
    return { participants: await onZoom(() => liveParticipants(session.session_type, zoomId)) };
  },
);
