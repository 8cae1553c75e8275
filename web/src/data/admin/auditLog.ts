import { useFirestoreCollectionData } from 'reactfire';
import type { AuditLog } from '@curso/common';
import { latestAuditLogsQuery } from '../../firebase/refs';
import { collectionState, type CollectionState } from '../collectionState';

/** The 50 latest audit entries, live. */
export function useLatestAuditLogs(): CollectionState<AuditLog> {
  return collectionState(useFirestoreCollectionData(latestAuditLogsQuery));
}
