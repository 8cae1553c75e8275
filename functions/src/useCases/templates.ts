import {
  editionTemplateValues,
  renderHtml,
  renderText,
  shippedTemplate,
  type Edition,
  type EmailTemplate,
  type SystemTemplateId,
  type TemplateValues,
} from '@curso/common';
import { emailTemplateRef } from '../repositories/emailTemplates';

/** A system template as administrators left it, else as shipped. */
export async function systemTemplate(id: SystemTemplateId): Promise<EmailTemplate> {
  return (await emailTemplateRef(id).get()).data() ?? shippedTemplate(id);
}

/**
 * Subject and HTML of a template filled with one person's values (escaped in the HTML), beside the
 * values of the edition the email is about (`{{eventTitle}}`…); a person's value of the same name
 * wins. Without an edition (none published yet), those are left empty.
 */
export function renderTemplate(
  template: Pick<EmailTemplate, 'subject' | 'content'>,
  values: TemplateValues,
  edition: Edition | null,
): { subject: string; html: string } {
  const all = edition ? { ...editionTemplateValues(edition), ...values } : values;
  return {
    subject: renderText(template.subject, all),
    html: renderHtml(template.content, all),
  };
}
