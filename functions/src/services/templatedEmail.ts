import {
  fullName,
  type EmailLog,
  type EmailType,
  type SystemTemplateId,
  type TemplateValues,
} from '@curso/common';
import { logger } from '../lib/logging';
import { sendMail } from './mail';
import { appendEmailLog } from './repositories/emailLogs';
import { renderTemplate, systemTemplate } from './templates';

export interface TemplatedEmail {
  templateId: SystemTemplateId;
  to: string;
  values: TemplateValues;
  type: EmailType;
  /** The profile it concerns, for the history's Usuario column. */
  user: { id: string; first_name: string; last_name: string } | null;
  metadata?: Record<string, unknown>;
}

/**
 * Sends one email rendered from a system template and records it in `email_logs`, sent or
 * failed. A failure is answered, not thrown: the callers report it per user and go on.
 */
export async function sendTemplatedEmail(
  email: TemplatedEmail,
): Promise<{ sent: boolean; messageId: string | null; error: string | null }> {
  const { subject, html } = renderTemplate(await systemTemplate(email.templateId), email.values);
  const log: Omit<EmailLog, 'id' | 'status' | 'resend_email_id' | 'error_message'> = {
    user_id: email.user?.id ?? null,
    user_name: email.user ? fullName(email.user.first_name, email.user.last_name) : null,
    recipient_email: email.to,
    subject,
    email_type: email.type,
    template_id: email.templateId,
    metadata: email.metadata ?? null,
    sent_at: new Date(),
  };
  try {
    const { messageId } = await sendMail({ to: email.to, subject, html });
    await appendEmailLog({
      ...log,
      status: 'sent',
      resend_email_id: messageId,
      error_message: null,
    });
    return { sent: true, messageId, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error('Templated email failed', { template: email.templateId, error: message });
    await appendEmailLog({
      ...log,
      status: 'failed',
      resend_email_id: null,
      error_message: message,
    });
    return { sent: false, messageId: null, error: message };
  }
}
