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
import { chosenEdition, knownEditions, storeChoice, storedChoice } from './editionChoice';

function scopeOf(editions: readonly Edition[], edition: Edition): EditionScope | null {
  const period = editionPeriod(editions, edition.id);
  return period && { edition, period, readOnly: edition.state !== 'current' };
}

/** The back office's edition (`chosenEdition`), shared by all its pages. */
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
    const known = knownEditions(listed, site);
    const edition = chosenEdition(known, chosen, settled);
    return {
      scope: edition ? scopeOf(known, edition) : null,
      options: publishedEditions(known),
      select,
    };
  }, [listed, site, chosen, settled, select]);

  return <EditionChoiceContext.Provider value={value}>{children}</EditionChoiceContext.Provider>;
}
