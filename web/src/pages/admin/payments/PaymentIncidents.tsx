import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { esAdmin } from '@curso/common';
import { usePaymentIncidents } from '../../../data/admin/paymentIncidents';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { useEditionScope } from '../shared/EditionScopeContext';
import { incidentColumns } from './incidentColumns';

const t = esAdmin.payments.incidents;

/**
 * "Incidencias de pago": the edition's charges that granted nothing and refunds, live, so an
 * administrator decides what happens to the attendee's access.
 */
export function PaymentIncidents() {
  const { edition } = useEditionScope();
  const incidents = usePaymentIncidents(edition.id);
  const columns = useMemo(() => incidentColumns(edition), [edition]);
  return (
    <Stack component="section" aria-labelledby="payment-incidents-title" spacing={2}>
      <Typography id="payment-incidents-title" variant="h6" component="h2">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {t.intro}
      </Typography>
      {incidents.status === 'error' ? (
        <ListenerErrorAlert reason={incidents.reason} />
      ) : (
        <SpanishDataGrid
          rows={incidents.status === 'ready' ? incidents.items : []}
          columns={columns}
          aria-labelledby="payment-incidents-title"
          loading={incidents.status === 'loading'}
          localeText={{ noRowsLabel: t.empty }}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      )}
    </Stack>
  );
}
