import { hasNotificationFilter, type EstimateRecipientsResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { notificationAudience } from '../useCases/notificationAudience';

/** How many people a notification with these filters would reach, those without email left out. */
export const estimateRecipients = callable(
  'estimateRecipients',
  { access: 'admin', edition: true },
  async ({ filters }, { edition }): Promise<EstimateRecipientsResponse> => {
    if (!hasNotificationFilter(filters)) return { count: 0 };
    return { count: (await notificationAudience(filters, edition)).recipients.length };
  },
);
