import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { planDisplayName, type Edition, type Payment, esAdmin } from '@curso/common';
import { PlanChip } from '../../../components/PlanChip';
import { formatDateTime } from '../../../utils/dates';
import { formatCents } from './formatCents';

const t = esAdmin.payments.incidents;

/** Why a mismatch granted nothing, in Spanish (a value this build does not know shows as stored). */
const reasonText = (payment: Payment) =>
  payment.mismatch_reason ? (t.reasons[payment.mismatch_reason] ?? payment.mismatch_reason) : '';

const isRefund = (payment: Payment) => (payment.refunded_cents ?? 0) > 0;

/** The kind as text, which the grid sorts and filters by (the cell shows chips); a refunded mismatch is both. */
function kindText(payment: Payment): string {
  const kinds = [];
  if (payment.status === 'mismatch') {
    kinds.push([t.kinds.mismatch, reasonText(payment)].filter(Boolean).join(': '));
  }
  if (isRefund(payment)) kinds.push(t.kinds.refund);
  return kinds.join(' · ');
}

/** The incidents grid's columns: what Stripe charged or refunded against what the course asked. */
export const incidentColumns = (edition: Edition): GridColDef<Payment>[] => [
  {
    field: 'created_at',
    headerName: t.columns.date,
    type: 'dateTime',
    minWidth: 150,
    valueFormatter: (value: Date) => formatDateTime(value),
  },
  { field: 'email', headerName: t.columns.email, flex: 1, minWidth: 200 },
  {
    field: 'plan',
    headerName: t.columns.plan,
    minWidth: 120,
    valueFormatter: (value: Payment['plan']) => planDisplayName(edition, value),
    renderCell: ({ value }) => <PlanChip plan={value} />,
  },
  {
    field: 'kind',
    headerName: t.columns.kind,
    flex: 1.5,
    minWidth: 320,
    valueGetter: (_value, row) => kindText(row),
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%' }}>
        {row.status === 'mismatch' && (
          <Chip size="small" color="warning" label={t.kinds.mismatch} />
        )}
        {isRefund(row) && <Chip size="small" color="info" label={t.kinds.refund} />}
        <Typography variant="body2" noWrap title={reasonText(row)}>
          {reasonText(row)}
        </Typography>
      </Stack>
    ),
  },
  {
    field: 'amount_cents',
    headerName: t.columns.expected,
    type: 'number',
    minWidth: 140,
    valueFormatter: (value: number, row) => formatCents(value, row.currency),
  },
  {
    field: 'received_amount_cents',
    headerName: t.columns.received,
    type: 'number',
    minWidth: 140,
    valueFormatter: (value: number | null | undefined, row) =>
      value == null ? '' : formatCents(value, row.received_currency),
  },
  {
    field: 'refunded_cents',
    headerName: t.columns.refunded,
    type: 'number',
    minWidth: 130,
    valueFormatter: (value: number | undefined, row) =>
      value ? formatCents(value, row.received_currency ?? row.currency) : '',
  },
  { field: 'id', headerName: t.columns.session, flex: 1, minWidth: 220 },
];
