import { useMemo } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ACCREDITATION_RULES, formatText, esAdmin } from '@curso/common';
import { useAccreditationRecords } from '../../../data/admin/accreditation';
import { useRegistrations } from '../../../data/admin/registrations';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { useCsvExport } from '../shared/useCsvExport';
import { ATTENDANCE_COLUMNS, ATTENDANCE_CSV_HEADER, attendanceCsvRow } from './attendanceColumns';
import { attendanceRows } from './attendanceRows';

const t = esAdmin.sessions.attendance;
const INTRO = formatText(t.intro, {
  percent: Math.round(ACCREDITATION_RULES.attendanceShare * 100),
});

/** "Asistencia": every attendee's counted sessions, minutes and certificates, live. */
export function AttendanceTab() {
  const records = useAccreditationRecords();
  const registrations = useRegistrations();
  const rows = useMemo(
    () =>
      records.status === 'ready' && registrations.status === 'ready'
        ? attendanceRows(records.items, registrations.items)
        : [],
    [records, registrations],
  );
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
          {INTRO}
        </Typography>
        <Button
          startIcon={<FileDownloadOutlined />}
          onClick={() => download(t.fileName, ATTENDANCE_CSV_HEADER, rows.map(attendanceCsvRow))}
        >
          {t.export}
        </Button>
      </Stack>
      <SpanishDataGrid
        rows={rows}
        columns={ATTENDANCE_COLUMNS}
        loading={records.status === 'loading' || registrations.status === 'loading'}
        localeText={{ noRowsLabel: t.empty }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Stack>
  );
}
