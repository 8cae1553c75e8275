import { jobTask } from './jobTask';
import { SENDGRID_API_KEY } from '../lib/params';
import { currentEdition } from '../repositories/editions';
import { runMassNotification } from '../useCases/massNotification';

/**
 * Sends a mass notification's job, one at a time: each is the mail provider's whole pace. The
 * current edition is read once a run.
 */
export const massNotificationTask = jobTask(
  'mass_notification',
  { secrets: [SENDGRID_API_KEY], maxConcurrentDispatches: 1 },
  async (job, run) => runMassNotification(job.id, await currentEdition(), run),
);
