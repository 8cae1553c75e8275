import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { editionPeriod, esAdmin, publishedEditions, type Edition } from '@curso/common';
import { useEditions } from '../../data/admin/editions';
import {
  EditionChoiceContext,
  type EditionChoice,
  type EditionScope,
} from '../../pages/admin/shared/EditionScopeContext';
import { useListenerFailureToast } from '../../pages/admin/shared/useListenerFailureToast';
import { useEdition } from '../../session/EditionContext';

/** sessionStorage: the choice lasts while the tab does, and another tab starts at the current one. */
const KEY = 'admin.edition';

function storedChoice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function storeChoice(editionId: string): void {
  try {
    sessionStorage.setItem(KEY, editionId);
  } catch {
    // Storage refused (private mode): the choice still holds until the tab is reloaded.
  }
}

function scopeOf(editions: readonly Edition[], edition: Edition): EditionScope | null {
  const period = editionPeriod(editions, edition.id);
  return period && { edition, period, readOnly: edition.state !== 'current' };
}

/**
 * The back office's edition, shared by all its pages: the one chosen in this tab, else the current
 * one. Until the editions arrive the site's own edition stands in when it is the current one, so
 * the pages start reading at once instead of after the editions.
 */
export function EditionChoiceProvider({ children }: { children: ReactNode }) {
  const site = useEdition();
  const editions = useEditions();
  useListenerFailureToast(editions, esAdmin.editions.loadFailed);
  const [chosen, setChosen] = useState(storedChoice);
  const listed = editions.status === 'ready' ? editions.items : null;
  const settled = editions.status !== 'loading';

  const select = useCallback((editionId: string) => {
    setChosen(editionId);
    storeChoice(editionId);
  }, []);

  const value = useMemo<EditionChoice>(() => {
    const known = listed ?? (site.state === 'current' ? [site] : []);
    const options = publishedEditions(known);
    const fallback = options.find((edition) => edition.state === 'current') ?? options[0];
    // A choice not (or no longer) among the editions gives way to the current one, once they are
    // known.
    const edition =
      options.find((edition) => edition.id === chosen) ?? (settled || !chosen ? fallback : null);
    return { scope: edition ? scopeOf(known, edition) : null, options, select };
  }, [listed, site, chosen, settled, select]);

  return <EditionChoiceContext.Provider value={value}>{children}</EditionChoiceContext.Provider>;
}
