import {
  fullName,
  isBulkApprovalTarget,
  type BulkApprovalEmailsResponse,
  type UserResult,
} from '@curso/common';
import { BULK_TIMEOUT_SECONDS, callable } from '../lib/callable';
import { logger } from '../lib/logging';
import { SENDGRID_API_KEY } from '../lib/params';
import { approvalEmailProblem, sendApprovalEmailTo } from '../useCases/approvalEmail';
import { forEachUser } from '../useCases/bulkUsers';
import { profilesRef } from '../repositories/profiles';

/**
 * The overview's bulk approval email, to those `isBulkApprovalTarget` picks: approved socios who
 * never got it or, with `includePrevious`, got it before the cut-off. A send sets
 * `approval_email_sent_at` to now, past the cut-off, so running it again reaches only those it
 * missed.
 */
export const sendBulkApprovalEmails = callable(
  'sendBulkApprovalEmails',
  {
    access: 'admin',
    secrets: [SENDGRID_API_KEY],
    timeoutSeconds: BULK_TIMEOUT_SECONDS,
  },
  async ({ includePrevious, jobId }, { uid }): Promise<BulkApprovalEmailsResponse> => {
    const approved = await profilesRef().where('access_status', '==', 'aprobado').get();
    const targets = new Map(
      approved.docs
        .map((doc) => doc.data())
        .filter((profile) => isBulkApprovalTarget(profile, includePrevious))
        .map((profile) => [profile.id, profile]),
    );
    const outcome = await forEachUser(
      [...targets.keys()],
      { jobId, kind: 'approval_emails', actor: uid },
      async (userId): Promise<UserResult> => {
        const profile = targets.get(userId);
        if (!profile) return { userId, name: userId, ok: false, error: 'user-not-found' };
        const name = fullName(profile.first_name, profile.last_name);
        try {
          const outcome = await sendApprovalEmailTo(profile, uid, 'bulk_approval');
          if (outcome.status === 'sent') return { userId, name, ok: true };
          return { userId, name, ok: false, ...approvalEmailProblem(outcome) };
        } catch (error) {
          logger.error('Bulk approval email could not be prepared', {
            userId,
            error: String(error),
          });
          return { userId, name, ok: false, error: 'mail-internal', reason: String(error) };
        }
      },
    );
    return {
      emailsSent: outcome.succeeded,
      emailsFailed: outcome.failed,
      totalProcessed: outcome.results.length,
      results: outcome.results,
    };
  },
);
