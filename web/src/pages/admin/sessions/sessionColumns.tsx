import { Button, Chip, Stack, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  es,
  formatText,
  SESSION_STATUS_VALUES,
  type SessionStatus,
  type ZoomSession,
  esAdmin,
} from '@curso/common';
import { formatDateTime } from '../../../utils/dates';

const t = esAdmin.sessions;
const STATUS_COLOR = { scheduled: 'default', live: 'error', completed: 'success' } as const;

export interface SessionActions {
  edit(session: ZoomSession): void;
  start(session: ZoomSession): void;
  stop(session: ZoomSession): void;
  setStatus(session: ZoomSession, status: SessionStatus): void;
  participants(session: ZoomSession): void;
  /** A call is under way: every action waits for it. */
  busy: boolean;
}

/** The sessions grid's columns: Iniciar only before the session runs, Finalizar only while it does. */
export function sessionColumns(actions: SessionActions): GridColDef<ZoomSession>[] {
  return [
    { field: 'session_title', headerName: t.columns.title, flex: 1.4, minWidth: 200 },
    {
      field: 'session_type',
      headerName: t.columns.type,
      minWidth: 110,
      valueFormatter: (value: ZoomSession['session_type']) => es.sessions.type[value] ?? value,
    },
    {
      field: 'programme_kind',
      headerName: t.create.kind,
      minWidth: 180,
      // Absent or null: the session does not count towards accreditation.
      valueGetter: (value: ZoomSession['programme_kind']) => t.kinds[value ?? 'none'],
    },
    {
      field: 'status',
      headerName: t.columns.status,
      minWidth: 130,
      valueFormatter: (value: SessionStatus) => t.statuses[value] ?? value,
      renderCell: ({ row, formattedValue }) => (
        <Chip size="small" color={STATUS_COLOR[row.status]} label={formattedValue as string} />
      ),
    },
    {
      field: 'start_time',
      headerName: t.columns.start,
      type: 'dateTime',
      minWidth: 150,
      valueFormatter: (value: Date) => formatDateTime(value),
    },
    {
      field: 'end_time',
      headerName: t.columns.end,
      type: 'dateTime',
      minWidth: 150,
      valueFormatter: (value: Date | null) => formatDateTime(value),
    },
    {
      field: 'participant_count',
      headerName: t.columns.participants,
      type: 'number',
      minWidth: 130,
      valueFormatter: (value: number, row) =>
        row.max_participants == null
          ? String(value)
          : formatText(t.capacityOf, { count: value, max: row.max_participants }),
    },
    {
      field: 'actions',
      headerName: t.columns.actions,
      sortable: false,
      filterable: false,
      minWidth: 560,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%' }}>
          <Button size="small" disabled={actions.busy} onClick={() => actions.edit(row)}>
            {t.edit.action}
          </Button>
          <Button
            size="small"
            disabled={actions.busy || row.status !== 'scheduled'}
            onClick={() => actions.start(row)}
          >
            {t.start}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={actions.busy || row.status !== 'live'}
            onClick={() => actions.stop(row)}
          >
            {t.stop}
          </Button>
          <TextField
            select
            size="small"
            value={row.status}
            disabled={actions.busy}
            onChange={(e) => actions.setStatus(row, e.target.value as SessionStatus)}
            // A native select: the grid's own keyboard handling leaves it alone.
            slotProps={{
              select: { native: true },
              htmlInput: {
                'aria-label': formatText(t.changeStatus, { title: row.session_title }),
              },
            }}
            sx={{ minWidth: 140 }}
          >
            {SESSION_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </TextField>
          <Button size="small" onClick={() => actions.participants(row)}>
            {t.participants}
          </Button>
        </Stack>
      ),
    },
  ];
}
