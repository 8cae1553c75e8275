import type {
  BulkApprovalEmailsResponse,
  BulkCreateUsersResponse,
  BulkUsersResponse,
  MassNotificationResponse,
  VerifyStripePaymentsResponse,
} from '../api';

/** The back office's long actions: each runs as a job on its own task queue. */
export type JobKind =
  | 'approve'
  | 'reject'
  | 'approval_emails'
  | 'stripe_reconciliation'
  | 'user_import'
  | 'mass_notification';

/** What each kind of job answers once done: its action's answer, without the per-row results. */
export interface JobSummaries {
  approve: Omit<BulkUsersResponse, 'results'>;
  reject: Omit<BulkUsersResponse, 'results'>;
  approval_emails: Omit<BulkApprovalEmailsResponse, 'results'>;
  stripe_reconciliation: VerifyStripePaymentsResponse;
  user_import: Omit<BulkCreateUsersResponse, 'results'>;
  mass_notification: Omit<MassNotificationResponse, 'results'>;
}

/** Each kind's per-row result, kept on its row. */
export interface JobRowResults {
  approve: BulkUsersResponse['results'][number];
  reject: BulkUsersResponse['results'][number];
  approval_emails: BulkApprovalEmailsResponse['results'][number];
  stripe_reconciliation: never;
  user_import: BulkCreateUsersResponse['results'][number];
  mass_notification: MassNotificationResponse['results'][number];
}

/** A job's whole answer: its summary and its rows' results, in the rows' order. */
export type JobOutcome<K extends JobKind> = JobSummaries[K] & { results: JobRowResults[K][] };

/**
 * `jobs/{jobId}`: one long action, recorded by the callable that starts it and worked through by
 * its task. The id is the page's, so the page follows it before the call answers, and the same id
 * sent again is the same job. Administrators read it live; only the functions write it.
 */
export interface AdminJob<K extends JobKind = JobKind> {
  id: string;
  kind: K;
  /** `queued` until a task takes it; a retried or resumed task takes it up where it stopped. */
  status: 'queued' | 'running' | 'done';
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  started_by: string;
  created_at: Date;
  updated_at: Date;
  /** The task working on it renews this while it runs; once past, another may take over. */
  lease_until: Date;
  summary: JobSummaries[K] | null;
}

/**
 * `jobs/{jobId}/rows/{rowId}`: one item of the job (a user, an imported row, a recipient). The task
 * records each row's result as it is done, so a retry does only the rows still without one.
 * `result` stays null for a row that needs no report (a mass notification's delivered email).
 */
export interface JobRow<R = unknown> {
  id: string;
  /** The row's position in the request. */
  index: number;
  result: R | null;
}
