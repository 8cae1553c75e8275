import { hasNotificationFilter, type EstimateRecipientsResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { notificationAudience } from '../useCases/notificationAudience';

/** How many people a notification with these filters would reach, those without email left out. */
export const estimateRecipients = callable(
  'estimateRecipients',
  { access: 'admin' },
  async ({ filters }): Promise<EstimateRecipientsResponse> => {
    if (!hasNotificationFilter(filters)) return { count: 0 };
    return { count: (await notificationAudience(filters)).recipients.length };
  },
);
