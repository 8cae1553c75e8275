import { Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCount, type UserImport, esAdmin } from '@curso/common';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';

const adminUserPage = esAdmin.userPage;

type PreviewRow = { id: number } & Record<string, string | number>;

/** The first rows as the file wrote them (at most 10), under the file's own headers. */
export function ImportPreview({ parsed }: { parsed: UserImport }) {
  if (!parsed.preview.length) return null;
  // Positional fields: a header may repeat, be empty or hold characters a field name cannot.
  const columns: GridColDef<PreviewRow>[] = parsed.headers.map((header, index) => ({
    field: `c${index}`,
    headerName: header,
    minWidth: 140,
    flex: 1,
    sortable: false,
  }));
  const rows: PreviewRow[] = parsed.preview.map((record, row) => ({
    id: row,
    ...Object.fromEntries(parsed.headers.map((header, index) => [`c${index}`, record[header]])),
  }));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {formatCount(adminUserPage.import.previewTitle, rows.length)}
      </Typography>
      <SpanishDataGrid
        aria-label={formatCount(adminUserPage.import.previewTitle, rows.length)}
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
        disableColumnMenu
        // Ten rows at most: all of them rendered, so every column is readable and findable.
        disableVirtualization
      />
    </Stack>
  );
}
