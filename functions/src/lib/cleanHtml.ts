import type { IOptions } from 'sanitize-html';

/**
 * The allow-list every outgoing HTML passes: the formatting an email needs (headings, lists,
 * tables, images, links, inline styles), nothing that runs (no script, no event handler, no
 * `javascript:` link). Administrators write templates and notifications; a pasted snippet or a
 * stolen admin session must not reach attendees' mail clients as active content.
 */
const options = (defaultTags: string[]): IOptions => ({
  allowedTags: [...defaultTags, 'img', 'span', 'center', 'font'],
  allowedAttributes: {
    '*': ['style', 'align', 'width', 'height', 'bgcolor', 'color'],
    a: ['href', 'name', 'target', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'valign'],
    th: ['colspan', 'rowspan', 'valign'],
    table: ['cellpadding', 'cellspacing', 'border', 'role'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
});

/** The sanitizer, loaded by the first email that needs it rather than by every cold start. */
let sanitizer: Promise<(html: string) => string> | undefined;

export function cleanHtml(html: string): Promise<string> {
  sanitizer ??= import('sanitize-html').then(({ default: sanitizeHtml }) => {
    const allowed = options(sanitizeHtml.defaults.allowedTags);
    return (dirty: string) => sanitizeHtml(dirty, allowed);
  });
  return sanitizer.then((clean) => clean(html));
}
