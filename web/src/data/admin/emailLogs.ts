import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { EmailLog } from '@curso/common';
import { userEmailLogsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/** One person's emails, newest first, live (so "refresh" is never needed to see a new one). */
export function useUserEmailLogs(uid: string): CollectionState<EmailLog> {
  const emails = useMemo(() => userEmailLogsQuery(uid), [uid]);
  return collectionState(useFirestoreCollectionData(emails));
}
