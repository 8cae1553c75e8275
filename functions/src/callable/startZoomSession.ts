import { type ZoomSessionStatusResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { sessionOrRefuse, setSessionStatus } from '../useCases/zoomSessionAdmin';

/** The session shows as live to attendees; the host opens Zoom with the start link. */
export const startZoomSession = callable(
  'startZoomSession',
  { access: 'admin' },
  async ({ sessionId }, { uid }): Promise<ZoomSessionStatusResponse> => {
    await setSessionStatus(await sessionOrRefuse(sessionId), 'live', uid);
    return { status: 'live' };
  },
);
