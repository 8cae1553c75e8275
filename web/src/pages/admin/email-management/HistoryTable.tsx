import {
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type EmailLog, esAdmin } from '@curso/common';
import { HISTORY_COLUMNS, HistoryRow } from './HistoryRow';

const t = esAdmin.emails.history;
const c = t.columns;

/**
 * The history's rows. A MUI Table rather than the back office's DataGrid: every row opens to its
 * details, and the free (MIT) DataGrid has no detail panels (`getDetailPanelContent` is a Pro
 * feature); the paging is the tab's own (Firestore cursors), so the grid would add little else.
 */
export function HistoryTable({ logs, loading }: { logs: readonly EmailLog[]; loading: boolean }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      {loading && <LinearProgress />}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{c.recipient}</TableCell>
            <TableCell>{c.subject}</TableCell>
            <TableCell>{c.type}</TableCell>
            <TableCell>{c.status}</TableCell>
            <TableCell>{c.user}</TableCell>
            <TableCell>{c.date}</TableCell>
            <TableCell>{c.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {logs.map((log) => (
            <HistoryRow key={log.id} log={log} />
          ))}
          {!loading && logs.length === 0 && (
            <TableRow>
              <TableCell colSpan={HISTORY_COLUMNS}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {t.empty}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
