import { DialogContentText, Stack, Typography } from '@mui/material';
import {
  accessStatusLabel,
  formatText,
  initialStatuses,
  paymentStatusLabel,
  type PlanKey,
  esAdmin,
} from '@curso/common';
import { useEdition } from '../../../session/EditionContext';
import { ConfirmDialog } from '../shared/ConfirmDialog';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.restore;

/**
 * The email belongs to an archived user: restoring it with the form's data resets the profile
 * (the plan's initial statuses, the approval email's date cleared), and the dialog says how, for
 * the plan the form chose.
 */
export function RestoreArchivedDialog({
  email,
  plan,
  loading,
  onConfirm,
  onClose,
}: {
  email: string;
  plan: PlanKey;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const statuses = initialStatuses(useEdition(), plan);
  return (
    <ConfirmDialog
      open
      title={t.title}
      confirmLabel={t.confirm}
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack spacing={1}>
        <DialogContentText>{formatText(t.intro, { email })}</DialogContentText>
        <Typography variant="body2">{t.resetTitle}</Typography>
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
          <li>{formatText(t.access, { status: accessStatusLabel(statuses.access_status) })}</li>
          <li>{formatText(t.payment, { status: paymentStatusLabel(statuses.payment_status) })}</li>
          <li>{t.approvalEmail}</li>
        </Typography>
      </Stack>
    </ConfirmDialog>
  );
}
