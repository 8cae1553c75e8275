import Mustache from 'mustache';
import { formatText } from '../i18n/formatText';

/** Values a template's `{{variables}}` are filled with; a missing one renders as nothing. */
export type TemplateValues = Record<string, string | number | null | undefined>;

/** The HTML body: every `{{value}}` escaped, as Mustache does, so no value can add markup. */
export function renderHtml(template: string, values: TemplateValues): string {
  return Mustache.render(template, values);
}

/** A subject line: plain text, so values are inserted as they are. */
export function renderText(template: string, values: TemplateValues): string {
  return Mustache.render(template, values, {}, { escape: (text: string) => text });
}

/** The `{{variables}}` a template uses, in order of first appearance. */
export function templateVariables(template: string): string[] {
  const names = Mustache.parse(template)
    .filter(([kind]) => kind === 'name' || kind === '&')
    .map(([, name]) => String(name));
  return [...new Set(names)];
}

/** What is wrong with a template's `{{…}}` syntax, in the catalogue's words; null when it parses. */
export function templateSyntaxError(
  template: string,
  messages: { sectionNotClosed: string; sectionNotOpened: string; tagNotClosed: string },
): string | null {
  try {
    Mustache.parse(template);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const section = /^Unclosed section "(.*)"/.exec(message);
    if (section) return formatText(messages.sectionNotClosed, { tag: `{{#${section[1]}}}` });
    const unopened = /^Unopened section "(.*)"/.exec(message);
    if (unopened) return formatText(messages.sectionNotOpened, { tag: `{{/${unopened[1]}}}` });
    return messages.tagNotClosed;
  }
}
