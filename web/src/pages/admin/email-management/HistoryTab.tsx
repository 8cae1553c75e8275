import { useEffect, useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { es, formatText, esAdmin } from '@curso/common';
import { useEmailHistory, type EmailHistoryFilters } from '../../../data/admin/emailHistory';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { useToast } from '../../../components/toast/ToastContext';
import { useEditionScope } from '../shared/EditionScopeContext';
import { HistoryFiltersBar } from './HistoryFiltersBar';
import { HistorySummary } from './HistorySummary';
import { HistoryTable } from './HistoryTable';

const t = esAdmin.emails.history;

/**
 * "Historial": every email sent in the edition's period, 50 a page, newest first. The recipient
 * applies on "Buscar" (or Enter); type and status apply as they are chosen.
 */
export function HistoryTab() {
  const toast = useToast();
  const [recipient, setRecipient] = useState('');
  const [filters, setFilters] = useState<EmailHistoryFilters>({
    recipient: '',
    type: 'all',
    status: 'all',
  });
  const history = useEmailHistory(filters, useEditionScope().period);
  const { logs, page, hasNext } = history;
  const items = useMemo(() => (logs.status === 'ready' ? logs.items : []), [logs]);

  useEffect(() => {
    if (logs.status !== 'error') return;
    toast({
      title: t.loadFailed,
      description: es.listenerErrors[logs.reason],
      variant: 'destructive',
    });
  }, [logs, toast]);

  const search = () => {
    setFilters((current) => ({ ...current, recipient }));
    history.search();
  };
  // The number of pages is known up to the next one: there is one more only if it has rows.
  const pages = hasNext ? page + 1 : page;

  return (
    <Stack spacing={3}>
      <HistorySummary logs={items} />
      <HistoryFiltersBar
        recipient={recipient}
        onRecipient={setRecipient}
        type={filters.type}
        onType={(type) => setFilters((current) => ({ ...current, type }))}
        status={filters.status}
        onStatus={(status) => setFilters((current) => ({ ...current, status }))}
        onSearch={search}
        onRefresh={history.refresh}
      />
      {logs.status === 'error' ? (
        <ListenerErrorAlert title={t.readFailed} reason={logs.reason} />
      ) : (
        <HistoryTable logs={items} loading={logs.status === 'loading'} />
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="center">
          <Button onClick={history.previous} disabled={page === 1}>
            {t.previous}
          </Button>
          <Typography role="status">{formatText(t.page, { page, pages })}</Typography>
          <Button onClick={history.next} disabled={!hasNext}>
            {t.next}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
