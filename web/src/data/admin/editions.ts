import { useEffect, useState } from 'react';
import { getCountFromServer } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';
import type { Edition, EditionState } from '@curso/common';
import { closedRegistrationsQuery, editionProfilesQuery, editionsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/** Every edition, the latest first, live. */
export function useEditions(): CollectionState<Edition> {
  return collectionState(useFirestoreCollectionData(editionsQuery));
}

/**
 * How many people registered for the edition, counted once on the server (`null`: not known, or a
 * draft, which nobody registers for): those whose latest registration is the edition's and, of an
 * earlier edition, those who have registered for a later one since. `state` is the edition's as the
 * caller's list holds it, so no row opens a listener of its own to learn it.
 */
export function useEditionRegistrationCount(editionId: string, state: EditionState): number | null {
  const counted = state === 'current' || state === 'finished';
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!counted) return undefined;
    let live = true;
    const counts = [
      getCountFromServer(editionProfilesQuery(editionId)),
      ...(state === 'finished' ? [getCountFromServer(closedRegistrationsQuery(editionId))] : []),
    ];
    Promise.all(counts).then(
      (snapshots) =>
        live && setCount(snapshots.reduce((sum, snapshot) => sum + snapshot.data().count, 0)),
      // A count that cannot be read stays unknown: the list is still usable without it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [editionId, state, counted]);
  return counted ? count : null;
}
