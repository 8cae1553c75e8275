import { isArchived, normalizeStatus, type SendApprovalEmailResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { SENDGRID_API_KEY } from '../lib/params';
import { sendApprovalEmailTo } from '../useCases/approvalEmail';
import { profileRef } from '../repositories/profiles';

/** Sends (again) the approval email to one approved, active user. */
export const sendApprovalEmail = callable(
  'sendApprovalEmail',
  { access: 'admin', secrets: [SENDGRID_API_KEY], edition: true },
  async ({ userId }, { uid, edition }): Promise<SendApprovalEmailResponse> => {
    const profile = (await profileRef(userId).get()).data();
    if (!profile) throw new Refusal('user-not-found', 'not-found');
    if (normalizeStatus(profile.access_status) !== 'aprobado' || isArchived(profile)) {
      throw new Refusal('not-approved');
    }
    const outcome = await sendApprovalEmailTo(profile, edition, uid, 'approval');
    switch (outcome.status) {
      case 'sent':
        return { success: true, emailId: outcome.messageId };
      case 'not-recorded':
        throw new Refusal('mail-not-recorded', 'unavailable', { reason: outcome.reason });
      case 'failed':
        throw new Refusal(outcome.failure.code, 'unavailable', { reason: outcome.failure.reason });
      case 'not-due':
        throw new Refusal('user-not-found', 'not-found');
    }
  },
);
