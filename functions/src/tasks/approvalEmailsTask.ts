import { fullName, type UserResult } from '@curso/common';
import { jobTask } from './jobTask';
import { logger } from '../lib/logging';
import { SENDGRID_API_KEY } from '../lib/params';
import { currentEdition } from '../repositories/editions';
import { profileRef } from '../repositories/profiles';
import {
  approvalEmailProblem,
  approvalEmailSentSince,
  sendApprovalEmailTo,
} from '../useCases/approvalEmail';
import { forEachSelectedUser } from '../useCases/userSelectionJob';

/**
 * Sends the approval email to each user the job picked, if still due when their turn comes (a
 * send sets `approval_email_sent_at`, so a retry reaches only those it missed). Who is still due,
 * and what the email says of the course, is the current edition's, read once a run.
 */
export const approvalEmailsTask = jobTask(
  'approval_emails',
  { secrets: [SENDGRID_API_KEY] },
  async (job) => {
    const edition = await currentEdition();
    const summary = await forEachSelectedUser(
      job.id,
      async ({ id: userId }): Promise<UserResult> => {
        const profile = (await profileRef(userId).get()).data();
        if (!profile) return { userId, name: userId, ok: false, error: 'user-not-found' };
        const name = fullName(profile.first_name, profile.last_name);
        if (approvalEmailSentSince(profile, job.created_at)) return { userId, name, ok: true };
        try {
          const outcome = await sendApprovalEmailTo(
            profile,
            edition,
            job.started_by,
            'bulk_approval',
          );
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
      emailsSent: summary.succeeded,
      emailsFailed: summary.failed,
      totalProcessed: summary.succeeded + summary.failed,
    };
  },
);
