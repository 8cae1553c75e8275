import { hasNotificationFilter } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { recordDraft } from '../useCases/massNotification';
import { notificationAudience } from '../useCases/notificationAudience';
import { startJob } from '../useCases/startJob';

/**
 * Records a notification to the filtered users as a job, with its draft and audit entry, which
 * `massNotificationTask` sends; answers at once with its id.
 */
export const sendMassNotification = callable(
  'sendMassNotification',
  { access: 'admin', edition: true },
  async (draft, { uid, edition }) => {
    if (!hasNotificationFilter(draft.filters)) throw new Refusal('no-recipients');
    const { recipients, withoutEmail } = await notificationAudience(draft.filters, edition);
    if (!recipients.length && !withoutEmail.length) throw new Refusal('no-recipients');
    return startJob({
      jobId: draft.jobId,
      kind: 'mass_notification',
      actor: uid,
      withJob: (tx) => recordDraft(tx, draft.jobId, draft, uid),
    });
  },
);
