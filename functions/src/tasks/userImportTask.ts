import { jobTask } from './jobTask';
import { CODE_HMAC_SECRET, SENDGRID_API_KEY } from '../lib/params';
import { currentEdition } from '../repositories/editions';
import { runImport } from '../useCases/userImport';

/**
 * Creates the account of each imported row still pending and sends its emails. A row's account has
 * a uid derived from the job, and its emails are claimed before they are sent, so a retry makes no
 * second account and sends no second email. The current edition, read once a run, gives the rows'
 * plan statuses and the emails' course.
 */
export const userImportTask = jobTask(
  'user_import',
  { secrets: [SENDGRID_API_KEY, CODE_HMAC_SECRET] },
  async (job) => runImport(job.id, await currentEdition(), job.started_by),
);
