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
  formatCount,
  formatText,
  isBulkApprovalTarget,
  resultErrorText,
  type BulkApprovalEmailsResponse,
  type Profile,
  esAdmin,
} from '@curso/common';
import { jobFinished, newJobId } from '../../../data/admin/jobs';
import { callableErrorText, callFailureKind } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast, type Toast } from '../../../components/toast/ToastContext';
import { formatMadridDateTime } from '../../../utils/dates';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useEditionScope } from '../shared/EditionScopeContext';
import { JobProgress } from '../shared/JobProgress';
import { LatestJobNotice } from '../shared/LatestJobNotice';

const t = esAdmin.bulkApproval;

/** A bulk send's three failure toasts: the service out of reach, its refusal, anything else. */
function failureToast(error: unknown): Toast {
  switch (callFailureKind(error)) {
    case 'unreachable':
      return { title: t.connectFailed, variant: 'destructive' };
    case 'refused':
      return {
        title: t.failed,
        description: callableErrorText(error, t.unknownError),
        variant: 'destructive',
      };
    default:
      return { title: t.sendFailed, description: t.unexpected, variant: 'destructive' };
  }
}

/**
 * The approval email to approved socios who are due one (`isBulkApprovalTarget`), with how many
 * will receive it before sending, progress while it runs, and each person's outcome after; also of
 * a send found under way when the dialog opens (an administrator who left during one).
 */
export function BulkApprovalEmailDialog({
  profiles,
  onClose,
}: {
  profiles: Profile[];
  onClose: () => void;
}) {
  const { edition } = useEditionScope();
  const cutoff = edition.approval_email_cutoff;
  const [includePrevious, setIncludePrevious] = useState(true);
  const [jobId] = useState(newJobId);
  const [result, setResult] = useState<BulkApprovalEmailsResponse | null>(null);
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const recipients = profiles.filter((p) =>
    isBulkApprovalTarget(p, edition, includePrevious),
  ).length;

  const send = async () => {
    setRunning(true);
    try {
      const started = await api.sendBulkApprovalEmails({ includePrevious, jobId });
      setResult(await jobFinished(started.jobId, 'approval_emails'));
    } catch (error) {
      toast(failureToast(error));
    } finally {
      setRunning(false);
    }
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
        <LatestJobNotice kind="approval_emails" ownJobId={jobId} onFinished={setResult} />
        {/* Without a cut-off nobody got the email "before" it: there is no one to include. */}
        {cutoff && (
          <FormControlLabel
            control={
              <Checkbox
                checked={includePrevious}
                onChange={(event) => setIncludePrevious(event.target.checked)}
                disabled={running || result !== null}
              />
            }
            label={formatText(t.includePrevious, { cutoff: formatMadridDateTime(cutoff) })}
          />
        )}
        <Typography fontWeight={700}>{formatCount(t.recipients, recipients)}</Typography>
        {running && <JobProgress jobId={jobId} />}
        {result && (
          <>
            <Alert severity={result.emailsFailed ? 'warning' : 'success'} role="status">
              {formatText(t.summary, {
                approved: formatCount(t.approvedCount, result.emailsSent),
                errors: formatCount(t.errorCount, result.emailsFailed),
              })}
            </Alert>
            <List dense>
              {result.results
                .filter((r) => !r.ok)
                .map((r) => (
                  <ListItem key={r.userId}>
                    <ListItemText primary={r.name} secondary={resultErrorText(r)} />
                  </ListItem>
                ))}
            </List>
          </>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
