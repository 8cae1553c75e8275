import { useEffect, useState } from 'react';
import { getCountFromServer } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { Edition } from '@curso/common';
import { allProfilesQuery, editionsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/** Every edition, the latest first, live. */
export function useEditions(): CollectionState<Edition> {
  return collectionState(useFirestoreCollectionData(editionsQuery));
}

/**
 * How many people registered for the edition, counted once on the server (`null`: not known).
 * Registrations do not name their edition yet, so every profile belongs to the current one and
 * the other editions have no count.
 */
export function useEditionRegistrationCount(editionId: string): number | null {
  // The same query as the page's list: reactfire shares one listener between them.
  const editions = useEditions();
  const isCurrent =
    editions.status === 'ready' &&
    editions.items.some((edition) => edition.id === editionId && edition.state === 'current');
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!isCurrent) return undefined;
    let live = true;
    getCountFromServer(allProfilesQuery).then(
      (snapshot) => live && setCount(snapshot.data().count),
      // A count that cannot be read stays unknown: the list is still usable without it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isCurrent]);
  return isCurrent ? count : null;
}
