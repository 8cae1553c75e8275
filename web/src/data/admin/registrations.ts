import { useFirestoreCollectionData } from 'reactfire';
import type { Profile } from '@curso/common';
import { registrationsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/**
 * Every profile, newest registration first, live (the rules allow this to administrators only).
 * One listener serves every back office page: reactfire shares it between them.
 */
export function useRegistrations(): CollectionState<Profile> {
  return collectionState(useFirestoreCollectionData(registrationsQuery));
}
