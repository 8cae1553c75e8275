import {
  fullName,
  isBulkApprovalTarget,
  optionLabel,
  planDisplayName,
  SOCIETIES,
  type Edition,
  type Profile,
  type UserResult,
} from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from '../lib/logging';
import { db } from '../adapters/firebase';
import { mailFailure, sendMail, type MailFailure } from '../adapters/sendgrid';
import { renderTemplate, systemTemplate } from './templates';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { emailLogsRef } from '../repositories/emailLogs';
import { profileRef } from '../repositories/profiles';

/** Whom the approval email thanks when the profile names no society. */
const BOTH_SOCIETIES = 'GETECCU y SEGHNP';

/**
 * What became of one approval email: sent and recorded; sent but not recorded (it will not be
 * sent again by a bulk run); not sent, and why; or not due any more when its turn came.
 */
export type ApprovalEmailOutcome =
  | { status: 'sent'; messageId: string | null }
  | { status: 'not-recorded'; messageId: string | null; reason: string }
  | { status: 'failed'; failure: MailFailure }
  | { status: 'not-due' };

/**
 * Whether the approval email went out since `since`: a job's run that sent it and died before
 * recording its row left only this to tell.
 */
export function approvalEmailSentSince(profile: Profile, since: Date): boolean {
  const sentAt = profile.approval_email_sent_at;
  return Boolean(sentAt && sentAt >= since);
}

/** One person's line in a bulk result for an approval email that did not go as planned. */
export function approvalEmailProblem(
  outcome: Exclude<ApprovalEmailOutcome, { status: 'sent' }>,
): Pick<UserResult, 'error' | 'reason'> {
  switch (outcome.status) {
    case 'failed':
      return { error: outcome.failure.code, reason: outcome.failure.reason };
    case 'not-recorded':
      return { error: 'mail-not-recorded', reason: outcome.reason };
    case 'not-due':
      return { error: 'approval-email-not-due' };
  }
}

/**
 * Sends the approval email from the `approval` system template, exactly as the mass notification
 * does: its state is written before the send (`approval_email_sending_since` and an `email_logs`
 * entry `pending`), then the outcome in one batch with the audit entry. A send whose outcome could
 * not be recorded leaves that state, which keeps every later bulk run from sending it again.
 * `bulk` sends only to someone still due one (by the edition's cut-off) when their turn comes.
 */
export async function sendApprovalEmailTo(
  profile: Profile,
  edition: Edition,
  actor: string,
  type: 'approval' | 'bulk_approval',
): Promise<ApprovalEmailOutcome> {
  const template = await systemTemplate('approval');
  const values = {
    firstName: profile.first_name,
    lastName: profile.last_name,
    society: optionLabel(SOCIETIES, profile.society) || BOTH_SOCIETIES,
    planName: planDisplayName(edition, profile.plan_name),
    email: profile.email,
  };
  const { subject, html } = renderTemplate(template, values, edition);
  const logRef = emailLogsRef().doc();
  const log = {
    id: logRef.id,
    user_id: profile.id,
    recipient_email: profile.email,
    user_name: fullName(profile.first_name, profile.last_name),
    subject,
    email_type: type,
    template_id: template.template_id,
    metadata: { sent_by: actor },
    sent_at: new Date(),
  };

  const claimed = await db().runTransaction(async (tx) => {
    const current = (await tx.get(profileRef(profile.id))).data();
    if (!current || (type === 'bulk_approval' && !isBulkApprovalTarget(current, edition))) {
      return false;
    }
    tx.update(profileRef(profile.id), { approval_email_sending_since: new Date() });
    tx.create(logRef, { ...log, status: 'pending', resend_email_id: null, error_message: null });
    return true;
  });
  if (!claimed) return { status: 'not-due' };

  let messageId: string | null;
  try {
    ({ messageId } = await sendMail({ to: profile.email, subject, html, emailLogId: logRef.id }));
  } catch (error) {
    const failure = mailFailure(error);
    logger.error('Approval email failed', { uid: profile.id, ...failure });
    const batch = db().batch();
    batch.update(logRef, { status: 'failed', error_message: failure.reason });
    batch.update(profileRef(profile.id), { approval_email_sending_since: null });
    await batch.commit().catch((recordError: unknown) =>
      // Left claimed: no bulk run sends it, and the administrator can send it on its own.
      logger.error('Failed approval email not recorded', {
        uid: profile.id,
        error: String(recordError),
      }),
    );
    return { status: 'failed', failure };
  }

  try {
    const batch = db().batch();
    batch.update(logRef, { status: 'sent', resend_email_id: messageId });
    batch.update(profileRef(profile.id), {
      approval_email_sent_at: FieldValue.serverTimestamp(),
      approval_email_sending_since: null,
      updated_at: FieldValue.serverTimestamp(),
    });
    const audit: AuditEntry = {
      action: 'approval_email',
      user_id: actor,
      table_name: 'profiles',
      record_id: profile.id,
      old_values: { approval_email_sent_at: profile.approval_email_sent_at },
      new_values: { approval_email_sent_at: 'now', email_log_id: logRef.id },
    };
    withAudit(batch, audit);
    await batch.commit();
    return { status: 'sent', messageId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error('Approval email sent but not recorded', { uid: profile.id, messageId, reason });
    return { status: 'not-recorded', messageId, reason };
  }
}
