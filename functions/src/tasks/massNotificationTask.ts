import { jobTask } from './jobTask';
import { SENDGRID_API_KEY } from '../lib/params';
import { runMassNotification } from '../useCases/massNotification';

/** Sends a mass notification's job, one at a time: each is the mail provider's whole pace. */
export const massNotificationTask = jobTask(
  'mass_notification',
  { secrets: [SENDGRID_API_KEY], maxConcurrentDispatches: 1 },
  (job, run) => runMassNotification(job.id, run),
);
