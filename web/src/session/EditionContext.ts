import { createContext, use, useContext } from 'react';
import type { Edition } from '@curso/common';

/**
 * The edition the pages below show: the site's (`SiteEditionGate`), a promise of it while
 * `/edition.json` is on its way, or the one an administrator previews in the editor.
 */
export const EditionContext = createContext<Edition | Promise<Edition> | null>(null);

/**
 * Suspends until the site's edition has arrived, so that only what shows it waits: the nearest
 * `Suspense` shows its fallback meanwhile.
 */
export function useEdition(): Edition {
  const edition = useContext(EditionContext);
  if (!edition) throw new Error('useEdition needs an EditionContext provider');
  return 'then' in edition ? use(edition) : edition;
}
