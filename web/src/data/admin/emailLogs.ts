import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { EditionPeriod, EmailLog } from '@curso/common';
import { userEmailLogsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';
import { useStablePeriod } from '../useStablePeriod';

/**
 * One person's emails in an edition, newest first, live (so "refresh" is never needed to see a new
 * one).
 */
export function useUserEmailLogs(uid: string, period: EditionPeriod): CollectionState<EmailLog> {
  const stable = useStablePeriod(period);
  const emails = useMemo(() => userEmailLogsQuery(uid, stable), [uid, stable]);
  return collectionState(useFirestoreCollectionData(emails));
}
