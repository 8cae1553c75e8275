import sendgridClient from '@sendgrid/client';
import sendgrid from '@sendgrid/mail';
import {
  MAIL_FROM,
  SENDER_PATTERN,
  SENDGRID_API_BASE_URL,
  SENDGRID_API_KEY,
  shapedValue,
} from '../lib/params';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text alternative; templated emails send HTML only. */
  text?: string;
  html: string;
}

let configured = false;

/** Points the SendGrid library at the configured base URL (the fake, locally) on first use. */
function mailer(): typeof sendgrid {
  if (!configured) {
    sendgridClient.setApiKey(SENDGRID_API_KEY.value());
    sendgridClient.setDefaultRequest('baseUrl', SENDGRID_API_BASE_URL.value());
    sendgrid.setClient(sendgridClient);
    configured = true;
  }
  return sendgrid;
}

/** Sends one email and answers the provider's message id (`X-Message-Id`), if it gave one. */
export async function sendMail(mail: OutgoingMail): Promise<{ messageId: string | null }> {
  const from = shapedValue('MAIL_FROM', MAIL_FROM.value(), SENDER_PATTERN);
  const [response] = await mailer().send({ ...mail, from });
  const header = response.headers['x-message-id'] as string | string[] | undefined;
  return { messageId: (Array.isArray(header) ? header[0] : header) ?? null };
}
