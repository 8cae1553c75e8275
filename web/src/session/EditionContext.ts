import { createContext, useContext } from 'react';
import type { Edition } from '@curso/common';

/**
 * The edition the pages below show: the site's (`SiteEditionGate`), or the one an administrator
 * previews in the editor.
 */
export const EditionContext = createContext<Edition | null>(null);

export function useEdition(): Edition {
  const edition = useContext(EditionContext);
  if (!edition) throw new Error('useEdition needs an EditionContext provider');
  return edition;
}
