import Mustache from 'mustache';

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
