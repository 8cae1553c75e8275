import { jobTask } from './jobTask';
import { CODE_HMAC_SECRET, SENDGRID_API_KEY } from '../lib/params';
import { runImport } from '../useCases/userImport';

/**
 * Creates the account of each imported row still pending and sends its emails. A row's account has
 * a uid derived from the job, and its emails are claimed before they are sent, so a retry makes no
 * second account and sends no second email.
 */
export const userImportTask = jobTask(
  'user_import',
  { secrets: [SENDGRID_API_KEY, CODE_HMAC_SECRET] },
  (job) => runImport(job.id, job.started_by),
);
