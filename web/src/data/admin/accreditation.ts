import { useFirestoreCollectionData } from 'reactfire';
import type { AccreditationRecord } from '@curso/common';
import { accreditationRecordsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/** Every attendee's accreditation record, live (the rules allow the listing to administrators). */
export function useAccreditationRecords(): CollectionState<AccreditationRecord> {
  return collectionState(useFirestoreCollectionData(accreditationRecordsQuery));
}
