/**
 * `jobs/{jobId}`: the progress of a bulk action (approvals, approval emails, Stripe
 * reconciliation), which the page that started it follows live. The id is the page's, so it can
 * listen before the call returns; a rerun with the same id keeps counting on the same document.
 */
export interface AdminJob {
  id: string;
  kind:
    | 'approve'
    | 'reject'
    | 'approval_emails'
    | 'stripe_reconciliation'
    | 'user_import'
    | 'mass_notification';
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  status: 'running' | 'done';
  started_by: string;
  updated_at: Date;
}
