import {
  editionTemplateValues,
  NOTIFICATION_VARIABLES,
  publicPlans,
  renderHtml,
  renderText,
  templateVariables,
  type Edition,
  type TemplateValues,
  esAdmin,
} from '@curso/common';

const s = esAdmin.emails.sample;

/**
 * What a preview fills every known `{{variable}}` with: example data for the person, on the
 * edition's first public plan, and the edition's own title, dates and venue.
 */
function sampleValues(edition: Edition): TemplateValues {
  return {
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    planName: publicPlans(edition)[0]?.name ?? '',
    society: s.society,
    sponsorName: s.sponsorName,
    code: s.code,
    subject: s.subject,
    title: s.title,
    content: s.content,
    ...editionTemplateValues(edition),
  };
}

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
  edition: Edition,
): { subject: string; html: string } | null {
  const values = sampleValues(edition);
  try {
    return { subject: renderText(subject, values), html: renderHtml(content, values) };
  } catch {
    return null;
  }
}

/**
 * A mass notification as the sample person would receive it: subject, title and body with their
 * per-recipient variables filled, inside the notification template (`wrapper`, which may also name
 * the edition), as the server sends it. Null while a text has a tag that does not parse.
 */
export function notificationPreview(
  wrapper: string,
  draft: { subject: string; title: string; content: string },
  edition: Edition,
): { subject: string; html: string } | null {
  const values = sampleValues(edition);
  const recipient: TemplateValues = Object.fromEntries(
    NOTIFICATION_VARIABLES.map((name) => [name, values[name]]),
  );
  try {
    const subject = renderText(draft.subject, recipient);
    return {
      subject,
      html: renderHtml(wrapper, {
        ...values,
        ...recipient,
        subject,
        title: renderText(draft.title, recipient),
        content: renderHtml(draft.content, recipient),
      }),
    };
  } catch {
    return null;
  }
}
