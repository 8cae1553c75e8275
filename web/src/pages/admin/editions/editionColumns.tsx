import { Button, Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { editionDates, esAdmin, type Edition, type EditionState } from '@curso/common';
import { useEditionRegistrationCount } from '../../../data/admin/editions';
import { formatDateTime } from '../../../utils/dates';

const t = esAdmin.editions;

/** The current edition, the one the site shows, stands out; the others are quiet. */
function StateChip({ state }: { state: EditionState }) {
  return (
    <Chip
      size="small"
      label={t.states[state]}
      color={state === 'current' ? 'success' : 'default'}
      variant={state === 'current' ? 'filled' : 'outlined'}
    />
  );
}

function RegistrationCount({ edition }: { edition: Edition }) {
  return <>{useEditionRegistrationCount(edition.id, edition.state) ?? t.noCount}</>;
}

export interface EditionActions {
  open(edition: Edition): void;
  publish(edition: Edition): void;
  /** A call is under way: every action waits for it. */
  busy: boolean;
}

/** The editions grid's columns: a finished edition is only seen, only a draft can be published. */
export function editionColumns(actions: EditionActions): GridColDef<Edition>[] {
  return [
    { field: 'id', headerName: t.columns.id, minWidth: 100 },
    { field: 'title', headerName: t.columns.title, flex: 1, minWidth: 240 },
    {
      field: 'dates',
      headerName: t.columns.dates,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, row) => editionDates(row),
    },
    {
      field: 'state',
      headerName: t.columns.state,
      minWidth: 130,
      valueFormatter: (value: EditionState) => t.states[value],
      renderCell: ({ row }) => <StateChip state={row.state} />,
    },
    {
      field: 'registrations',
      headerName: t.columns.registrations,
      minWidth: 130,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => <RegistrationCount edition={row} />,
    },
    {
      field: 'updated_at',
      headerName: t.columns.updated,
      type: 'dateTime',
      minWidth: 170,
      valueFormatter: (value: Date) => formatDateTime(value),
    },
    {
      field: 'actions',
      headerName: t.columns.actions,
      sortable: false,
      filterable: false,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%' }}>
          <Button size="small" onClick={() => actions.open(row)}>
            {row.state === 'finished' ? t.view : t.edit}
          </Button>
          {row.state === 'draft' && (
            <Button
              size="small"
              variant="contained"
              disabled={actions.busy}
              onClick={() => actions.publish(row)}
            >
              {t.publish}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
}
