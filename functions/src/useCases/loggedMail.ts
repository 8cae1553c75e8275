import type { EmailLog } from '@curso/common';
import { sendMail, type OutgoingMail } from '../adapters/sendgrid';
import { emailLogsRef } from '../repositories/emailLogs';

/** What an `email_logs` entry says beside the outcome, which `sendLogged` fills in. */
export type EmailLogFields = Omit<EmailLog, 'id' | 'status' | 'resend_email_id' | 'error_message'>;

/**
 * Sends one email and records it in `email_logs`, sent (with the provider's id) or failed (with
 * the reason). A failure is answered with the provider's error, not thrown, for the caller to
 * decide what it means.
 */
export async function sendLogged(
  mail: OutgoingMail,
  log: EmailLogFields,
  options: { fallbackSender?: boolean } = {},
): Promise<{ sent: true; messageId: string | null } | { sent: false; error: unknown }> {
  // Its id goes with the message, so the provider's delivery events find the entry.
  const ref = emailLogsRef().doc();
  try {
    const { messageId } = await sendMail({ ...mail, emailLogId: ref.id }, options);
    await ref.set({
      ...log,
      id: ref.id,
      status: 'sent',
      resend_email_id: messageId,
      error_message: null,
    });
    return { sent: true, messageId };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ref.set({
      ...log,
      id: ref.id,
      status: 'failed',
      resend_email_id: null,
      error_message: message,
    });
    return { sent: false, error };
  }
}
