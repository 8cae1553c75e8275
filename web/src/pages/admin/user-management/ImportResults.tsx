import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatText, type BulkCreateUsersResponse, type UserImport, esAdmin } from '@curso/common';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.results;

interface ResultRow {
  id: number;
  /** The row's line in the file or the pasted text, as the parser's 'Fila N' counts it. */
  line: number | null;
  email: string;
  status: keyof typeof t.statuses;
  error: string;
}

const STATUS_COLOR = { created: 'success', alreadyCreated: 'info', failed: 'error' } as const;

const columns: GridColDef<ResultRow>[] = [
  { field: 'line', headerName: t.columns.line, type: 'number', width: 80 },
  { field: 'email', headerName: t.columns.email, flex: 1, minWidth: 220 },
  {
    field: 'status',
    headerName: t.columns.status,
    width: 130,
    valueFormatter: (value: ResultRow['status']) => t.statuses[value],
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={t.statuses[value as ResultRow['status']]}
        color={STATUS_COLOR[value as ResultRow['status']]}
      />
    ),
  },
  { field: 'error', headerName: t.columns.error, flex: 1.5, minWidth: 240 },
];

/**
 * Each imported row's outcome: the server answers by position in `users`, shown by file line.
 * Without `parsed` (an import found under way, whose table this page never had) lines are blank.
 */
export function ImportResults({
  parsed,
  answer,
}: {
  parsed?: UserImport;
  answer: BulkCreateUsersResponse;
}) {
  const rows: ResultRow[] = answer.results.map((result) => ({
    id: result.index,
    line: parsed?.rows[result.index]?.line ?? null,
    email: result.email,
    status: !result.success ? 'failed' : result.alreadyCreated ? 'alreadyCreated' : 'created',
    error: result.error ?? '',
  }));
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        {t.title}
      </Typography>
      <Typography role="status">
        {formatText(t.summary, {
          created: answer.usersCreated,
          failed: answer.usersFailed,
          total: answer.totalProcessed,
        })}
      </Typography>
      <SpanishDataGrid
        aria-label={t.title}
        rows={rows}
        columns={columns}
        density="compact"
        getRowHeight={() => 'auto'}
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          sorting: { sortModel: [{ field: 'line', sort: 'asc' }] },
        }}
      />
    </Stack>
  );
}
