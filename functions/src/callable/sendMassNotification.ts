import { hasNotificationFilter, type MassNotificationResponse } from '@curso/common';
import { BULK_TIMEOUT_SECONDS, callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { SENDGRID_API_KEY } from '../lib/params';
import { runMassNotification } from '../useCases/massNotification';

/** Sends (or resumes) a notification to the filtered users, one personalised email each. */
export const sendMassNotification = callable(
  'sendMassNotification',
  {
    access: 'admin',
    timeoutSeconds: BULK_TIMEOUT_SECONDS,
    secrets: [SENDGRID_API_KEY],
  },
  async (draft, { uid }): Promise<MassNotificationResponse> => {
    if (!hasNotificationFilter(draft.filters)) throw new Refusal('no-recipients');
    return runMassNotification(draft, uid);
  },
);
