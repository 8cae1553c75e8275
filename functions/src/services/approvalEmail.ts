import { fullName, optionLabel, planDisplayName, SOCIETIES, type Profile } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from '../lib/logging';
import { db } from './firebase';
import { sendMail } from './mail';
import { renderTemplate, systemTemplate } from './templates';
import { auditWrite } from './repositories/auditLogs';
import { emailLogsRef } from './repositories/emailLogs';
import { profileRef } from './repositories/profiles';

/** Whom the approval email thanks when the profile names no society. */
const BOTH_SOCIETIES = 'GETECCU y SEGHNP';

/**
 * Sends the approval email from the `approval` system template,
 * then records it in one batch: the `email_logs` entry, `approval_email_sent_at` and the audit
 * entry. A failed send is logged as failed and changes nothing else. Answers the provider's id,
 * or null when the send failed.
 */
export async function sendApprovalEmailTo(
  profile: Profile,
  actor: string,
  type: 'approval' | 'bulk_approval',
): Promise<{ sent: boolean; messageId: string | null }> {
  const template = await systemTemplate('approval');
  const values = {
    firstName: profile.first_name,
    lastName: profile.last_name,
    society: optionLabel(SOCIETIES, profile.society) || BOTH_SOCIETIES,
    planName: planDisplayName(profile.plan_name),
    email: profile.email,
  };
  const { subject, html } = renderTemplate(template, values);
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
  let messageId: string | null;
  try {
    ({ messageId } = await sendMail({
      to: profile.email,
      subject,
      html,
    }));
  } catch (error) {
    logger.error('Approval email failed', { uid: profile.id, error: String(error) });
    const message = error instanceof Error ? error.message : String(error);
    await logRef.set({ ...log, status: 'failed', resend_email_id: null, error_message: message });
    return { sent: false, messageId: null };
  }
  const batch = db().batch();
  batch.set(logRef, { ...log, status: 'sent', resend_email_id: messageId, error_message: null });
  batch.update(profileRef(profile.id), {
    approval_email_sent_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  });
  const audit = auditWrite({
    action: 'approval_email',
    user_id: actor,
    table_name: 'profiles',
    record_id: profile.id,
    old_values: { approval_email_sent_at: profile.approval_email_sent_at },
    new_values: { approval_email_sent_at: 'now', email_log_id: logRef.id },
  });
  batch.set(audit.ref, audit.data);
  await batch.commit();
  return { sent: true, messageId };
}
