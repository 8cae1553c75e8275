import type { Edition } from '@curso/common';
import type { OutgoingMail } from '../adapters/sendgrid';
import { renderTemplate, systemTemplate } from './templates';

/**
 * The email carrying a one-time code, from the `verification` system template. A code is sent
 * whether or not an edition is published (an administrator signs in to publish one), so the
 * edition may be `null`.
 */
export async function verificationEmail(
  to: string,
  code: string,
  edition: Edition | null,
): Promise<OutgoingMail> {
  return { to, ...renderTemplate(await systemTemplate('verification'), { code }, edition) };
}
