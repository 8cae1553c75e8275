import type { OutgoingMail } from '../adapters/sendgrid';
import { renderTemplate, systemTemplate } from './templates';

/** The email carrying a one-time code, from the `verification` system template. */
export async function verificationEmail(to: string, code: string): Promise<OutgoingMail> {
  return { to, ...renderTemplate(await systemTemplate('verification'), { code }) };
}
