import { type ZoomSessionStatusResponse } from '@curso/common';
import { endWebinar, onZoom } from '../adapters/zoom';
import { callable } from '../lib/callable';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { sessionOrRefuse, setSessionStatus, zoomIdOf } from '../useCases/zoomSessionAdmin';

/** Ends the session on Zoom for everyone, and marks it completed. */
export const stopZoomSession = callable(
  'stopZoomSession',
  {
    access: 'admin',
    secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET],
  },
  async ({ sessionId }, { uid }): Promise<ZoomSessionStatusResponse> => {
    const session = await sessionOrRefuse(sessionId);
    const zoomId = zoomIdOf(session);
    await onZoom(() => endWebinar(session.session_type, zoomId));
    await setSessionStatus(session, 'completed', uid);
    return { status: 'completed' };
  },
);
