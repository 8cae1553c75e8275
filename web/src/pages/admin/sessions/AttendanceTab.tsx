import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { formatText, esAdmin } from '@curso/common';
import { useAccreditationRecords } from '../../../data/admin/accreditation';
import { useRegistrations } from '../../../data/admin/registrations';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { useEditionScope } from '../shared/EditionScopeContext';
import { useCsvExport } from '../shared/useCsvExport';
import { attendanceColumns, attendanceCsvRow } from './attendanceColumns';
import { attendanceRows } from './attendanceRows';

const t = esAdmin.sessions.attendance;

/** "Asistencia": the edition's attendees' counted sessions, minutes and certificates, live. */
export function AttendanceTab() {
  const { edition } = useEditionScope();
  const rules = edition.accreditation;
  const records = useAccreditationRecords();
  const registrations = useRegistrations(edition);
  const rows = useMemo(
    () =>
      records.status === 'ready' && registrations.status === 'ready'
        ? attendanceRows(records.items, registrations.items, rules)
        : [],
    [records, registrations, rules],
  );
  const columns = useMemo(() => attendanceColumns(rules), [rules]);
  const download = useCsvExport();

  const failed = [records, registrations].find((state) => state.status === 'error');
  if (failed?.status === 'error') return <ListenerErrorAlert reason={failed.reason} />;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        flexWrap="wrap"
        gap={1}
      >
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {formatText(t.intro, { percent: Math.round(rules.attendanceShare * 100) })}
        </Typography>
        <Button
          startIcon={<FileDownloadOutlined />}
          onClick={() =>
            download(
              t.fileName,
              columns.map((column) => column.headerName ?? ''),
              rows.map((row) => attendanceCsvRow(row, rules)),
            )
          }
        >
          {t.export}
        </Button>
      </Stack>
      <SpanishDataGrid
        rows={rows}
        columns={columns}
        loading={records.status === 'loading' || registrations.status === 'loading'}
        localeText={{ noRowsLabel: t.empty }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Stack>
  );
}
