import { hasSessionAccess, type Profile } from '@curso/common';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { logger } from '../lib/logging';
import { currentEditionId } from '../repositories/editions';
import { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } from '../lib/params';
import { openSessions, register, unregister } from '../useCases/registrations';

/**
 * Keeps the webinars' registrations in step with access, wherever it changes (an approval, a
 * payment, an archive, a restore, an edit, a registration for a new edition): an attendee who
 * gains access to the current edition is registered in every open webinar, one who loses it is
 * unregistered, so their personal link stops working.
 */
export const registrationsOnAccess = onDocumentWritten(
  { document: 'profiles/{uid}', secrets: [ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET] },
  async (event) => {
    const before = event.data?.before.data() as Profile | undefined;
    const after = event.data?.after.data() as Profile | undefined;
    // Most writes (a preference, a pending registration) concern nobody approved: no read for them.
    const approvedInOwnEdition = (profile?: Profile) =>
      hasSessionAccess(profile, profile?.edition_id ?? null);
    if (!approvedInOwnEdition(before) && !approvedInOwnEdition(after)) return;
    const editionId = await currentEditionId();
    const had = hasSessionAccess(before, editionId);
    const has = hasSessionAccess(after, editionId);
    if (had === has) return;
    const uid = event.params.uid;
    const sessions = await openSessions();
    for (const session of sessions) {
      if (has && after) await register(session, { ...after, id: uid });
      else
        await unregister(session, uid).catch((error: unknown) =>
          logger.error('Zoom unregistration failed', {
            uid,
            session: session.id,
            error: String(error),
          }),
        );
    }
    logger.info('Webinar registrations updated', { uid, access: has, sessions: sessions.length });
  },
);
