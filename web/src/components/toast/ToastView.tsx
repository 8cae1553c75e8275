import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import type { Toast } from './ToastContext';

const SEVERITY = { default: 'success', destructive: 'error', warning: 'warning' } as const;
const AUTO_HIDE_MS = 6000;

interface ToastViewProps {
  toast: Toast;
  open: boolean;
  onClose: () => void;
}

/** The notice on screen: MUI's snackbar with a filled alert. */
export default function ToastView({ toast, open, onClose }: ToastViewProps) {
  return (
    // Each notice mounts afresh at the end of <body>: an open dialog hides from assistive
    // technology only what was there when it opened, so a notice about the dialog's own action is
    // still announced.
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={SEVERITY[toast.variant ?? 'default']}
          variant="filled"
          onClose={onClose}
          sx={{ width: '100%' }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
