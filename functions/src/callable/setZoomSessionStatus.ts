import { type SessionStatus, type ZoomSessionStatusResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { sessionOrRefuse, setSessionStatus } from '../useCases/zoomSessionAdmin';

/** A status set by hand, without telling Zoom (the status menu of the sessions page). */
export const setZoomSessionStatus = callable(
  'setZoomSessionStatus',
  { access: 'admin' },
  async ({ sessionId, status }, { uid }): Promise<ZoomSessionStatusResponse> => {
    await setSessionStatus(await sessionOrRefuse(sessionId), status as SessionStatus, uid);
    return { status: status as SessionStatus };
  },
);
