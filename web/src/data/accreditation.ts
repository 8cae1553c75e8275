import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import type { AccreditationRecord } from '@curso/common';
import { accreditationRef } from '../firebase/refs';
import { documentState, type DocumentState } from './documentState';

/** An attendee's accreditation record, live; `null` data: nothing attended yet. */
export function useAccreditation(uid: string): DocumentState<AccreditationRecord> {
  const ref = useMemo(() => accreditationRef(uid), [uid]);
  return documentState(useFirestoreDocData(ref));
}
