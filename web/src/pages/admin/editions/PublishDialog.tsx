import { DialogContentText, Stack } from '@mui/material';
import { esAdmin, formatText, type Edition } from '@curso/common';
import { ConfirmDialog } from '../shared/ConfirmDialog';

const t = esAdmin.editions;

/** "Publicar": what the site will show from now on, and which edition it finishes, if any. */
export function PublishDialog({
  edition,
  current,
  loading,
  onConfirm,
  onClose,
}: {
  edition: Edition;
  current: Edition | undefined;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={formatText(t.publishTitle, { id: edition.id })}
      confirmLabel={t.publish}
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <DialogContentText>{formatText(t.publishText, { id: edition.id })}</DialogContentText>
        {current && current.id !== edition.id && (
          <DialogContentText>
            {formatText(t.publishReplaces, { current: current.id })}
          </DialogContentText>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
