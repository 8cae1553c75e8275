import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { es } from '@curso/common';

/** The one confirmation dialog: a question, cancel, and the action (disabled while it runs). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** While the action runs: nothing can be pressed, nor the dialog closed. */
  loading?: boolean;
  /** Only the action is unavailable (nothing to do, or already done). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      {children && (
        <DialogContent>
          {typeof children === 'string' ? (
            <DialogContentText>{children}</DialogContentText>
          ) : (
            children
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {es.common.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={loading || confirmDisabled}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
