import { useMemo } from 'react';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  accessStatusLabel,
  es,
  fullName,
  isArchived,
  paymentStatusLabel,
  planDisplayName,
  type Profile,
} from '@curso/common';
import { useRegistrations } from '../../data/registrations';
import { SpanishDataGrid } from '../../components/SpanishDataGrid';
import { formatDate } from '../../utils/dates';
import { ListenerErrorAlert } from '../../components/ListenerErrorAlert';

const t = es.admin;

/**
 * Every registration, live, with "Ver como usuario" per row (an archived account has nothing to
 * show: the dashboard would sign it out).
 */
export function RegistrationsGrid({ onViewAs }: { onViewAs: (profile: Profile) => void }) {
  const registrations = useRegistrations();
  const columns = useMemo<GridColDef<Profile>[]>(
    () => [
      {
        field: 'name',
        headerName: t.columns.name,
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => fullName(row.first_name, row.last_name),
      },
      { field: 'email', headerName: t.columns.email, flex: 1, minWidth: 200 },
      {
        field: 'plan_name',
        headerName: t.columns.plan,
        minWidth: 140,
        valueFormatter: (value) => planDisplayName(value),
      },
      {
        field: 'access_status',
        headerName: t.columns.accessStatus,
        minWidth: 120,
        valueFormatter: (value) => accessStatusLabel(value),
      },
      {
        field: 'payment_status',
        headerName: t.columns.paymentStatus,
        minWidth: 140,
        valueFormatter: (value) => paymentStatusLabel(value),
      },
      {
        field: 'created_at',
        headerName: t.columns.createdAt,
        type: 'date',
        minWidth: 130,
        valueFormatter: (value: Date | null) => formatDate(value),
      },
      {
        field: 'actions',
        headerName: t.columns.actions,
        sortable: false,
        filterable: false,
        minWidth: 190,
        renderCell: ({ row }) => (
          <Button
            size="small"
            startIcon={<VisibilityOutlined />}
            disabled={isArchived(row)}
            onClick={() => onViewAs(row)}
          >
            {t.viewAsUser}
          </Button>
        ),
      },
    ],
    [onViewAs],
  );
  if (registrations.status === 'error') return <ListenerErrorAlert reason={registrations.reason} />;
  return (
    <SpanishDataGrid
      rows={registrations.status === 'ready' ? registrations.items : []}
      columns={columns}
      loading={registrations.status === 'loading'}
      disableRowSelectionOnClick
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
