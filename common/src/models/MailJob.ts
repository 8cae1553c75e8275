import type { UserWithoutEmail } from '../api';
import type { NotificationFilters } from '../schemas/emailAdmin';

/**
 * `mail_jobs/{jobId}`: one mass notification, server-only. It keeps the draft it was started with
 * and, under `recipients/{uid}`, each recipient's state, so running it again resumes where it
 * stopped and never writes to anyone twice.
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
  total: number;
  users_without_email: UserWithoutEmail[];
  status: 'running' | 'done';
  /** A run holds the job until then; a later call takes over only once it has passed. */
  lease_until: Date;
  started_by: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * `mail_jobs/{jobId}/recipients/{uid}`. `sending` is claimed just before the provider is called:
 * one left behind by a crashed run may have been delivered, so it becomes `unknown`, never resent.
 */
export interface MailRecipient {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  plan_name: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'unknown';
  message_id: string | null;
  error: string | null;
  updated_at: Date;
}
