import { useState } from 'react';
import {
  Alert,
  Checkbox,
  DialogContentText,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import {
  es,
  formatText,
  isBulkApprovalTarget,
  type BulkApprovalEmailsResponse,
  type Profile,
  esAdmin,
} from '@curso/common';
import { newJobId } from '../../../data/admin/jobs';
import { sendBulkApprovalEmails } from '../../../data/callables';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { JobProgress } from '../shared/JobProgress';
import { useAdminCall } from '../shared/useAdminCall';

const t = esAdmin.bulkApproval;

/**
 * The approval email to approved socios who are due one (§5), with how many will receive it
 * before sending, progress while it runs, and each person's outcome after.
 */
export function BulkApprovalEmailDialog({
  profiles,
  onClose,
}: {
  profiles: Profile[];
  onClose: () => void;
}) {
  const [includePrevious, setIncludePrevious] = useState(true);
  const [jobId] = useState(newJobId);
  const [result, setResult] = useState<BulkApprovalEmailsResponse | null>(null);
  const { run, running } = useAdminCall(t.failed);
  const recipients = profiles.filter((p) => isBulkApprovalTarget(p, includePrevious)).length;

  const send = async () => {
    const answer = await run(() => sendBulkApprovalEmails({ includePrevious, jobId }));
    if (answer) setResult(answer);
  };

  return (
    <ConfirmDialog
      open
      title={t.title}
      confirmLabel={running ? t.sending : t.send}
      loading={running}
      confirmDisabled={recipients === 0 || result !== null}
      onConfirm={() => void send()}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <DialogContentText>{t.intro}</DialogContentText>
        <FormControlLabel
          control={
            <Checkbox
              checked={includePrevious}
              onChange={(event) => setIncludePrevious(event.target.checked)}
              disabled={running || result !== null}
            />
          }
          label={t.includePrevious}
        />
        <Typography fontWeight={700}>{formatText(t.recipients, { count: recipients })}</Typography>
        {running && <JobProgress jobId={jobId} />}
        {result && (
          <>
            <Alert severity={result.emailsFailed ? 'warning' : 'success'} role="status">
              {formatText(t.summary, { sent: result.emailsSent, failed: result.emailsFailed })}
            </Alert>
            <List dense>
              {result.results
                .filter((r) => !r.ok)
                .map((r) => (
                  <ListItem key={r.userId}>
                    <ListItemText primary={r.name} secondary={r.error && es.errors[r.error]} />
                  </ListItem>
                ))}
            </List>
          </>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
