import type { MassNotificationResponse, UserWithoutEmail } from '../api';
import type { JobRow } from './AdminJob';
import type { NotificationFilters } from '../schemas/emailAdmin';

/**
 * `mail_jobs/{jobId}`: the draft of one mass notification, server-only, beside its job
 * (`jobs/{jobId}`), whose rows are the recipients. The recipient list is written once, so a
 * resumed job writes to nobody twice.
 */
export interface MailJob {
  id: string;
  subject: string;
  title: string;
  content: string;
  template_id: string | null;
  filters: NotificationFilters;
  /** The recipient list is written in full before anything is sent. */
  recipients_ready: boolean;
  users_without_email: UserWithoutEmail[];
  started_by: string;
  created_at: Date;
}

/**
 * `jobs/{jobId}/rows/{uid}`: a mass notification's row. Its `result` is written only when the
 * email could not be sent, so the job's outcome lists the failures alone.
 * `sending` is claimed, with the provider request's `attempt`, before that request is recorded
 * (`mail_jobs/{jobId}/attempts/{attempt}`) and made. One left behind by a run that died is due
 * again when its attempt was never recorded, and otherwise may have been delivered: it becomes
 * `unknown`, never resent.
 */
export interface MailRecipient extends JobRow<MassNotificationResponse['results'][number]> {
  email: string;
  first_name: string;
  last_name: string;
  plan_name: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'unknown';
  attempt: string | null;
  message_id: string | null;
  error: string | null;
  updated_at: Date;
}
