import {
  renderHtml,
  renderText,
  shippedTemplate,
  type EmailTemplate,
  type SystemTemplateId,
  type TemplateValues,
} from '@curso/common';
import { emailTemplateRef } from '../repositories/emailTemplates';

/** A system template as administrators left it, else as shipped. */
export async function systemTemplate(id: SystemTemplateId): Promise<EmailTemplate> {
  return (await emailTemplateRef(id).get()).data() ?? shippedTemplate(id);
}

/** Subject and HTML of a template filled with one person's values (escaped in the HTML). */
export function renderTemplate(
  template: Pick<EmailTemplate, 'subject' | 'content'>,
  values: TemplateValues,
): { subject: string; html: string } {
  return {
    subject: renderText(template.subject, values),
    html: renderHtml(template.content, values),
  };
}
