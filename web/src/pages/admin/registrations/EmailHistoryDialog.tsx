import { Fragment, useMemo, useState } from 'react';
import { dayjs } from '../../../utils/dayjs';
import {
  Alert,
  Button,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import {
  countsAsSent,
  es,
  formatText,
  fullName,
  type EmailLog,
  type Profile,
  esAdmin,
} from '@curso/common';
import { useUserEmailLogs } from '../../../data/admin/emailLogs';
import { StatCard } from '../../../components/StatCard';
import { SelectFilter } from '../shared/SelectFilter';
import { EmailLogDetails } from '../shared/EmailLogDetails';
import { useEditionScope } from '../shared/EditionScopeContext';

const t = esAdmin.emailHistory;
const shortId = (id: string | null) => (id ? id.slice(0, 8) : esAdmin.na);
const when = (date: Date) => dayjs(date).format(`${es.formats.date} ${es.formats.time}`);
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;
const TYPE_OPTIONS = Object.entries(esAdmin.emailTypes);
const STATUS_OPTIONS = Object.entries(esAdmin.emailStatuses);

/** One person's emails: type and status filters, totals, and rows that open to details. */
export function EmailHistoryDialog({
  profile,
  onClose,
}: {
  profile: Profile;
  onClose: () => void;
}) {
  // A new key re-opens the listener: "Actualizar" reads again from the server.
  const [generation, setGeneration] = useState(0);
  const name = fullName(profile.first_name, profile.last_name);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{formatText(esAdmin.registrations.emailHistory, { name })}</DialogTitle>
      <DialogContent>
        <History key={generation} uid={profile.id} onRefresh={() => setGeneration((g) => g + 1)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function History({ uid, onRefresh }: { uid: string; onRefresh: () => void }) {
  const logs = useUserEmailLogs(uid, useEditionScope().period);
  const [type, setType] = useState('all');
  const [status, setStatus] = useState('all');
  const all = useMemo(() => (logs.status === 'ready' ? logs.items : []), [logs]);
  const shown = all.filter(
    (log) =>
      (type === 'all' || log.email_type === type) && (status === 'all' || log.status === status),
  );
  if (logs.status === 'error') return <Alert severity="error">{t.loadFailed}</Alert>;
  const count = (...statuses: string[]) =>
    shown.filter((log) => statuses.includes(log.status)).length;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectFilter
          label={t.type}
          value={type}
          onChange={setType}
          options={TYPE_OPTIONS}
          allLabel={t.all}
          minWidth={180}
        />
        <SelectFilter
          label={t.status}
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          allLabel={t.all}
        />
        <Button onClick={onRefresh}>{t.refresh}</Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <StatCard label={t.total} value={shown.length} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <StatCard label={t.sent} value={shown.filter((log) => countsAsSent(log.status)).length} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <StatCard label={t.failed} value={count('failed')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <StatCard label={t.delivered} value={count('delivered')} />
        </Grid>
      </Grid>
      {logs.status === 'ready' && shown.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t.subject}</TableCell>
              <TableCell>{t.type}</TableCell>
              <TableCell>{t.status}</TableCell>
              <TableCell>{t.date}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((log) => (
              <HistoryRow key={log.id} log={log} />
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

function HistoryRow({ log }: { log: EmailLog }) {
  const [open, setOpen] = useState(false);
  const details: [string, string][] = [
    [t.id, shortId(log.id)],
    [t.recipient, log.recipient_email],
    [t.type, label(esAdmin.emailTypes, log.email_type)],
    [t.template, log.template_id ?? esAdmin.na],
    [t.providerId, shortId(log.resend_email_id)],
    [t.error, log.error_message ?? esAdmin.na],
  ];
  return (
    <Fragment>
      <TableRow>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={t.expand}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell>{log.subject}</TableCell>
        <TableCell>{label(esAdmin.emailTypes, log.email_type)}</TableCell>
        <TableCell>{label(esAdmin.emailStatuses, log.status)}</TableCell>
        <TableCell>{when(log.sent_at)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit>
            <EmailLogDetails details={details} metadataLabel={t.metadata} metadata={log.metadata} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
