import {
  NOTIFICATION_VARIABLES,
  planDisplayName,
  renderHtml,
  renderText,
  templateVariables,
  type TemplateValues,
  esAdmin,
} from '@curso/common';

const s = esAdmin.emails.sample;

/** What a preview fills every known `{{variable}}` with: previews use example data. */
export const SAMPLE_VALUES: TemplateValues = {
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  planName: planDisplayName('socio'),
  society: s.society,
  sponsorName: s.sponsorName,
  code: s.code,
  subject: s.subject,
  title: s.title,
  content: s.content,
};

/**
 * The `{{variables}}` of a subject and a body, or null while an admin's text has a tag that does
 * not parse (a half-typed `{{name`): the editor must keep working while it is being written.
 */
export function variablesOf(subject: string, content: string): string[] | null {
  try {
    return templateVariables(`${subject}\n${content}`);
  } catch {
    return null;
  }
}

/** The subject and HTML an email of this template would have for the sample person, or null. */
export function samplePreview(
  subject: string,
  content: string,
): { subject: string; html: string } | null {
  try {
    return {
      subject: renderText(subject, SAMPLE_VALUES),
      html: renderHtml(content, SAMPLE_VALUES),
    };
  } catch {
    return null;
  }
}

/** The sample person's values of the variables a mass notification replaces per recipient. */
const SAMPLE_RECIPIENT: TemplateValues = Object.fromEntries(
  NOTIFICATION_VARIABLES.map((name) => [name, SAMPLE_VALUES[name]]),
);

/**
 * A mass notification as the sample person would receive it: subject, title and body with their
 * per-recipient variables filled, inside the notification template (`wrapper`), as the server
 * sends it. Null while a text has a tag that does not parse.
 */
export function notificationPreview(
  wrapper: string,
  draft: { subject: string; title: string; content: string },
): { subject: string; html: string } | null {
  try {
    const subject = renderText(draft.subject, SAMPLE_RECIPIENT);
    return {
      subject,
      html: renderHtml(wrapper, {
        ...SAMPLE_RECIPIENT,
        subject,
        title: renderText(draft.title, SAMPLE_RECIPIENT),
        content: renderHtml(draft.content, SAMPLE_RECIPIENT),
      }),
    };
  } catch {
    return null;
  }
}
