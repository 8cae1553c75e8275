import { Alert } from '@mui/material';
import { es } from '@curso/common';
import type { ListenerErrorReason } from '../data/collectionState';

/** What a page shows when its live data stopped, by reason. */
export function ListenerErrorAlert({ reason }: { reason: ListenerErrorReason }) {
  return <Alert severity="error">{es.listenerErrors[reason]}</Alert>;
}
