import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatText, type AccreditationRules, type CsvCell, esAdmin } from '@curso/common';
import type { AttendanceRow, CertificateStanding, RequirementCount } from './attendanceRows';

const t = esAdmin.sessions.attendance;

const countText = (count: RequirementCount) => formatText(t.progress, { ...count });

const standingText = (standing: CertificateStanding) =>
  standing.state === 'issued'
    ? formatText(t.issued, { code: standing.code })
    : standing.state === 'available'
      ? t.available
      : t.notMet;

const STANDING_COLOR = { issued: 'success', available: 'info', not_met: 'default' } as const;

/** A requirement's column: sorted by units done, shown as "3 de 8". */
function countColumn(
  field: 'mainSessions' | 'roundTables',
  headerName: string,
): GridColDef<AttendanceRow> {
  return {
    field,
    headerName,
    type: 'number',
    minWidth: 170,
    valueGetter: (value: RequirementCount) => value.done,
    valueFormatter: (_value, row) => countText(row[field]),
  };
}

/** The report's columns: who, their attendance, and one column per certificate of the rules. */
export const attendanceColumns = (rules: AccreditationRules): GridColDef<AttendanceRow>[] => [
  { field: 'name', headerName: t.name, flex: 1, minWidth: 180 },
  { field: 'email', headerName: t.email, flex: 1, minWidth: 200 },
  countColumn('mainSessions', t.mainSessions),
  countColumn('roundTables', t.roundTables),
  { field: 'minutes', headerName: t.minutes, type: 'number', minWidth: 150 },
  ...rules.certificates.map((certificate): GridColDef<AttendanceRow> => ({
    field: `certificate_${certificate.type}`,
    headerName: formatText(t.certificate, { title: certificate.title }),
    minWidth: 230,
    valueGetter: (_value, row) => standingText(row.certificates[certificate.type]),
    renderCell: ({ row, value }) => (
      <Chip
        size="small"
        color={STANDING_COLOR[row.certificates[certificate.type].state]}
        label={value as string}
      />
    ),
  })),
];

/** A row of the CSV: the same texts the grid shows. */
export const attendanceCsvRow = (row: AttendanceRow, rules: AccreditationRules): CsvCell[] => [
  row.name,
  row.email,
  countText(row.mainSessions),
  countText(row.roundTables),
  row.minutes,
  ...rules.certificates.map((certificate) => standingText(row.certificates[certificate.type])),
];
