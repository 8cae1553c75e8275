/**
 * Fills the `{name}` placeholders of a catalogue text: the one placeholder syntax of the catalogue
 * (double braces belong to the email templates, rendered with Mustache). A placeholder without a
 * value is left as written, so a missing value shows up in review instead of vanishing.
 */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : placeholder,
  );
}
