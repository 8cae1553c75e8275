import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { AuditLog, EditionPeriod } from '@curso/common';
import { latestAuditLogsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';
import { useStablePeriod } from '../useStablePeriod';

/** The edition's 50 latest audit entries, live. */
export function useLatestAuditLogs(period: EditionPeriod): CollectionState<AuditLog> {
  const stable = useStablePeriod(period);
  const logs = useMemo(() => latestAuditLogsQuery(stable), [stable]);
  return collectionState(useFirestoreCollectionData(logs));
}
