import { SESSION_RECLASSIFY_MS } from '@curso/common';
import { useZoomSessions } from '../../data/zoomSessions';
import { useNow } from '../../utils/useNow';

/**
 * The live list of sessions with a clock that ticks every 30 s: a scheduled session whose start
 * passes leaves "Próximas" without another read from Firestore.
 */
export function useSessions() {
  const sessions = useZoomSessions();
  const now = useNow(SESSION_RECLASSIFY_MS);
  return { sessions, now };
}
