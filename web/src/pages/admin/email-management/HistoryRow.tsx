import { Fragment, useState } from 'react';
import { dayjs } from '../../../utils/dayjs';
import { Chip, Collapse, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { countsAsSent, es, type EmailLog, esAdmin } from '@curso/common';
import { emailStatusLabel, emailTypeLabel } from './emailLabels';
import { providerActivityUrl } from './providerActivityUrl';
import { EmailLogDetails } from '../shared/EmailLogDetails';

const t = esAdmin.emails.history;
/** The number of columns, for the detail row that spans them all. */
export const HISTORY_COLUMNS = 8;
const na = esAdmin.na;
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
    // The id is shown truncated to 8 characters.
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
        <TableCell colSpan={HISTORY_COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit>
            <EmailLogDetails details={details} metadataLabel={t.metadata} metadata={log.metadata} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
