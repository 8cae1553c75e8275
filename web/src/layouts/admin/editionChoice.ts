import { publishedEditions, type Edition } from '@curso/common';
import { fetchSiteEdition } from '../../data/edition';

/** sessionStorage: the choice lasts while the tab does, and another tab starts at the current one. */
const KEY = 'admin.edition';

export function storedChoice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeChoice(editionId: string): void {
  try {
    sessionStorage.setItem(KEY, editionId);
  } catch {
    // Storage refused (private mode): the choice still holds until the tab is reloaded.
  }
}

/**
 * The editions the back office can show: all of them once listed. Until then the site's own
 * edition stands in when it is the current one, so the pages start reading at once instead of
 * after the editions.
 */
export function knownEditions(
  listed: readonly Edition[] | null,
  site: Edition | null,
): readonly Edition[] {
  return listed ?? (site?.state === 'current' ? [site] : []);
}

/**
 * The edition the back office shows: the one chosen in this tab, else the current one. `null` while
 * a choice waits for the editions (`settled` once they are read): a choice not, or no longer,
 * among them gives way to the current one.
 */
export function chosenEdition(
  known: readonly Edition[],
  chosen: string | null,
  settled: boolean,
): Edition | null {
  const options = publishedEditions(known);
  const fallback = options.find((edition) => edition.state === 'current') ?? options[0] ?? null;
  return options.find((edition) => edition.id === chosen) ?? (settled || !chosen ? fallback : null);
}

/**
 * The edition the back office will open on, as far as it is known before the editions are read
 * (`null`: only they can tell).
 */
export async function openingEdition(): Promise<Edition | null> {
  const site = await fetchSiteEdition().catch(() => null);
  return chosenEdition(knownEditions(null, site), storedChoice(), false);
}
