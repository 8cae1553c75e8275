import type { JobKind } from '@curso/common';

/** The task function that works through each kind of job; a test checks each is exported. */
export const JOB_TASKS: Record<JobKind, string> = {
  approve: 'approveUsersTask',
  reject: 'rejectUsersTask',
  approval_emails: 'approvalEmailsTask',
  stripe_reconciliation: 'stripeReconciliationTask',
  user_import: 'userImportTask',
  mass_notification: 'massNotificationTask',
};

/** The longest a task may run (Cloud Tasks' own limit); a longer job resumes in its retry. */
export const TASK_TIMEOUT_SECONDS = 1800;
