import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { es, formatText, fullName, type Profile, esAdmin } from '@curso/common';
import { callableErrorText, isPermissionDenied } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';
import { ConfirmDialog } from '../shared/ConfirmDialog';

const t = esAdmin.archive;

/**
 * Why archiving or restoring failed. The function refuses a caller without the admin claim, which
 * on this page means a session that is no longer an administrator's, so the text says the session
 * may have expired rather than "no permission".
 */
export function archiveFailureText(error: unknown): string {
  return isPermissionDenied(error)
    ? t.sessionExpired
    : callableErrorText(error, es.errors.internal);
}

/** "Archivar Usuario": a required reason, then the account loses access at once. */
export function ArchiveDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [running, setRunning] = useState(false);
  const name = fullName(profile.first_name, profile.last_name);
  const blank = reason.trim() === '';

  const confirm = async () => {
    setTouched(true);
    if (blank) return;
    setRunning(true);
    try {
      await api.archiveUser({ userId: profile.id, action: 'archive', reason });
    } catch (error) {
      toast({
        title: t.archiveFailed,
        description: archiveFailureText(error),
        variant: 'destructive',
      });
      setRunning(false);
      return;
    }
    toast({ title: t.archivedTitle, description: formatText(t.archived, { name }) });
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={t.title}
      confirmLabel={t.confirm}
      loading={running}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>{formatText(t.intro, { name })}</DialogContentText>
      <TextField
        label={t.reason}
        required
        fullWidth
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={touched && blank}
        helperText={touched && blank ? es.validation.archiveReasonRequired : undefined}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
