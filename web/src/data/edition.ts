import { editionFromJson, type Edition } from '@curso/common';

/** The element a prerendered page carries its edition in (`renderSitePages`). */
export const SITE_EDITION_ELEMENT_ID = 'site-edition';

let request: Promise<Edition | null> | null = null;
/** What that request answered (`undefined` until it has): a page rendered afterwards needs no promise. */
let answered: Edition | null | undefined;

/**
 * The edition a prerendered page (`/`, `/register`) was rendered with, read from its own markup:
 * the page hydrates with exactly the data its HTML shows, without a request. `undefined` on a page
 * that carries none (every other route); `null` when none was published.
 */
export function embeddedSiteEdition(): Edition | null | undefined {
  const element = document.getElementById(SITE_EDITION_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  const json: unknown = JSON.parse(element.textContent);
  return json === null ? null : editionFromJson(json);
}

/**
 * Reads the public copy of the edition once per page load (`null`: none published yet), without
 * the Firestore SDK: a static file each publication rewrites, which index.html preloads.
 */
export function fetchSiteEdition(): Promise<Edition | null> {
  request ??= fetch('/edition.json', { credentials: 'same-origin' }).then(async (response) => {
    if (!response.ok) throw new Error(`/edition.json answered ${response.status}`);
    const json: unknown = await response.json();
    const edition = json === null ? null : editionFromJson(json);
    answered = edition;
    return edition;
  });
  // A failed read is tried again by the next caller instead of being remembered.
  request.catch(() => {
    request = null;
  });
  return request;
}

/** The edition this page load has already read from `/edition.json`, or `undefined` if not yet. */
export function fetchedSiteEdition(): Edition | null | undefined {
  return answered;
}
