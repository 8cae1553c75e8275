import { Fragment, useState } from 'react';
import dayjs from 'dayjs';
import {
  Box,
  Chip,
  Collapse,
  IconButton,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { es, type EmailLog } from '@curso/common';
import { countsAsSent, emailStatusLabel, emailTypeLabel } from './emailLabels';
import { providerActivityUrl } from './providerActivityUrl';

const t = es.admin.emails.history;
/** The number of columns, for the detail row that spans them all. */
export const HISTORY_COLUMNS = 8;
const na = es.admin.na;
const when = (date: Date) => dayjs(date).format(`${es.formats.date} ${es.formats.time}`);

function statusColor(status: string) {
  if (countsAsSent(status)) return 'success';
  if (status === 'failed' || status === 'bounced') return 'error';
  return 'default';
}

/** One email of the history, and its details when opened. */
export function HistoryRow({ log }: { log: EmailLog }) {
  const [open, setOpen] = useState(false);
  const details: [string, string][] = [
    // §9: the id is shown truncated to 8 characters.
    [t.id, log.id.slice(0, 8)],
    [t.template, log.template_id || na],
    [t.providerId, log.resend_email_id || na],
    [t.error, log.error_message || na],
  ];
  return (
    <Fragment>
      <TableRow hover>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? t.collapse : t.expand}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ wordBreak: 'break-all' }}>{log.recipient_email}</TableCell>
        <TableCell>{log.subject}</TableCell>
        <TableCell>{emailTypeLabel(log.email_type)}</TableCell>
        <TableCell>
          <Chip size="small" label={emailStatusLabel(log.status)} color={statusColor(log.status)} />
        </TableCell>
        <TableCell>{log.user_name || na}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(log.sent_at)}</TableCell>
        <TableCell>
          {log.resend_email_id && (
            <Tooltip title={t.openProvider}>
              <IconButton
                size="small"
                component="a"
                href={providerActivityUrl(log.resend_email_id)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.openProvider}
              >
                <OpenInNewOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell
          colSpan={HISTORY_COLUMNS}
          sx={{ py: 0, borderBottom: open ? undefined : 0 }}
        >
          <Collapse in={open} unmountOnExit>
            <Box
              component="dl"
              sx={{ my: 2, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}
            >
              {details.map(([term, value]) => (
                <Fragment key={term}>
                  <Typography component="dt" fontWeight={700}>
                    {term}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                    {value}
                  </Typography>
                </Fragment>
              ))}
              <Typography component="dt" fontWeight={700}>
                {t.metadata}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 13 }}>
                  {JSON.stringify(log.metadata ?? {}, null, 2)}
                </Box>
              </Box>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
