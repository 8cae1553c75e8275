import { Alert, AlertTitle } from '@mui/material';
import { es } from '@curso/common';
import type { ListenerErrorReason } from '../data/collectionState';

/** What a page shows when its live data stopped, by reason, under the page's own `title` if any. */
export function ListenerErrorAlert({
  reason,
  title,
}: {
  reason: ListenerErrorReason;
  title?: string;
}) {
  return (
    <Alert severity="error">
      {title && <AlertTitle>{title}</AlertTitle>}
      {es.listenerErrors[reason]}
    </Alert>
  );
}
