import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every outgoing HTML passes: the formatting an email needs (headings, lists,
 * tables, images, links, inline styles), nothing that runs (no script, no event handler, no
 * `javascript:` link). Administrators write templates and notifications; a pasted snippet or a
 * stolen admin session must not reach attendees' mail clients as active content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'center', 'font'],
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
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
