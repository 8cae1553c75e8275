import {
  fullName,
  type Edition,
  type EmailType,
  type SystemTemplateId,
  type TemplateValues,
} from '@curso/common';
import { logger } from '../lib/logging';
import { sendLogged, type EmailLogFields } from './loggedMail';
import { renderTemplate, systemTemplate } from './templates';

export interface TemplatedEmail {
  templateId: SystemTemplateId;
  to: string;
  values: TemplateValues;
  /** The edition the email is about, for `{{eventTitle}}`…; `null` when none is published. */
  edition: Edition | null;
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
  const { subject, html } = renderTemplate(
    await systemTemplate(email.templateId),
    email.values,
    email.edition,
  );
  const log: EmailLogFields = {
    user_id: email.user?.id ?? null,
    user_name: email.user ? fullName(email.user.first_name, email.user.last_name) : null,
    recipient_email: email.to,
    subject,
    email_type: email.type,
    template_id: email.templateId,
    metadata: email.metadata ?? null,
    sent_at: new Date(),
  };
  const outcome = await sendLogged({ to: email.to, subject, html }, log);
  if (outcome.sent) return { sent: true, messageId: outcome.messageId, error: null };
  const message = String(outcome.error instanceof Error ? outcome.error.message : outcome.error);
  logger.error('Templated email failed', { template: email.templateId, error: message });
  return { sent: false, messageId: null, error: message };
}
