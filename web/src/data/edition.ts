import { editionFromJson, type Edition } from '@curso/common';

let request: Promise<Edition | null> | null = null;

/**
 * Reads the public copy of the edition once per page load (`null`: none published yet), without
 * the Firestore SDK: the landing and the sign-up pages stay light, and index.html preloads the
 * same URL.
 */
export function fetchSiteEdition(): Promise<Edition | null> {
  request ??= fetch('/edition.json', { credentials: 'same-origin' }).then(async (response) => {
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`/edition.json answered ${response.status}`);
    return editionFromJson(await response.json());
  });
  // A failed read is tried again by the next caller instead of being remembered.
  request.catch(() => {
    request = null;
  });
  return request;
}
