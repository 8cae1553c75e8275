import {
  es,
  formatText,
  planDisplayName,
  type Edition,
  type SendTestEmailRequest,
  type SendTestEmailResponse,
  type TemplateValues,
  esAdmin,
} from '@curso/common';
import { callable } from '../lib/callable';
import { cleanHtml } from '../lib/cleanHtml';
import { Refusal } from '../lib/errors';
import { SENDGRID_API_KEY } from '../lib/params';
import { sendLogged } from '../useCases/loggedMail';
import { SenderRefused } from '../adapters/sendgrid';
import { renderTemplate, systemTemplate } from '../useCases/templates';

/** A society to thank in the approval template's sample. */
const SAMPLE_SOCIETY = 'GETECCU';

async function sampleValues(
  { testData }: SendTestEmailRequest,
  edition: Edition,
): Promise<TemplateValues> {
  return {
    firstName: testData.firstName,
    lastName: testData.lastName,
    email: testData.email,
    planName: planDisplayName(edition, testData.planName),
    society: SAMPLE_SOCIETY,
    subject: testData.customSubject,
    title: testData.customTitle,
    content: await cleanHtml(testData.customContent),
  };
}

/**
 * Sends one template, filled with the page's test data, to the administrator's own address: the
 * only recipient a test may have, as tests are restricted to one verified address. When the
 * provider refuses the sender's domain, the answer suggests the fallback sender instead of
 * failing, so the page can offer the switch. The course's values are the current edition's.
 */
export const sendTestEmail = callable(
  'sendTestEmail',
  { access: 'admin', secrets: [SENDGRID_API_KEY], edition: true },
  async (request, { uid, request: raw, edition }): Promise<SendTestEmailResponse> => {
    const own = String(raw.auth?.token.email ?? '').toLowerCase();
    if (request.recipientEmail !== own) throw new Refusal('test-recipient');
    const { subject, html } = renderTemplate(
      await systemTemplate(request.templateId),
      await sampleValues(request, edition),
      edition,
    );
    const log = {
      user_id: uid,
      recipient_email: own,
      subject,
      email_type: 'test' as const,
      template_id: request.templateId,
      metadata: { fallback_sender: request.useFallbackSender },
      sent_at: new Date(),
    };
    const outcome = await sendLogged({ to: own, subject, html }, log, {
      fallbackSender: request.useFallbackSender,
    });
    if (outcome.sent) {
      return {
        success: true,
        message: formatText(esAdmin.emailResults.testSent, { email: own }),
        suggestFallback: false,
        detectedDomain: null,
      };
    }
    if (outcome.error instanceof SenderRefused && !request.useFallbackSender) {
      return {
        success: false,
        message: es.errors['sender-refused'],
        suggestFallback: true,
        detectedDomain: outcome.error.domain,
      };
    }
    throw new Refusal('mail-failed', 'unavailable');
  },
);
