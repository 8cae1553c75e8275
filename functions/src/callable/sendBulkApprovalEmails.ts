import { isBulkApprovalTarget } from '@curso/common';
import { callable } from '../lib/callable';
import { profilesRef } from '../repositories/profiles';
import { startJob } from '../useCases/startJob';

/**
 * The overview's bulk approval email, to those `isBulkApprovalTarget` picks: approved socios who
 * never got it or, with `includePrevious`, got it before the current edition's cut-off. Records
 * them as a job, which `approvalEmailsTask` works through, and answers at once with its id.
 */
export const sendBulkApprovalEmails = callable(
  'sendBulkApprovalEmails',
  { access: 'admin', edition: true },
  async ({ includePrevious, jobId }, { uid, edition }) => {
    const approved = await profilesRef()
      .where('edition_id', '==', edition.id)
      .where('access_status', '==', 'aprobado')
      .get();
    const targets = approved.docs
      .map((doc) => doc.data())
      .filter((profile) => isBulkApprovalTarget(profile, edition, includePrevious))
      .map((profile) => ({ id: profile.id, input: null }));
    return startJob({ jobId, kind: 'approval_emails', actor: uid, rows: targets });
  },
);
