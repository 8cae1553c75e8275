import { forwardRef, useEffect } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import {
  closeSnackbar,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  type CustomContentProps,
} from 'notistack';
import type { Toast } from './ToastContext';

declare module 'notistack' {
  interface VariantOverrides {
    notice: { toast: Toast };
  }
}

const SEVERITY = { default: 'success', destructive: 'error', warning: 'warning' } as const;

/** A notice as the specification shows it: a title and a text, in MUI's filled alert. */
const Notice = forwardRef<HTMLDivElement, CustomContentProps & { toast: Toast }>(function Notice(
  { id, toast },
  ref,
) {
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={SEVERITY[toast.variant ?? 'default']}
        variant="filled"
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%' }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </SnackbarContent>
  );
});

/**
 * notistack's queue, downloaded with the first notice. One notice at a time: a newer one replaces
 * the current (a page says one thing at a time).
 */
export default function ToastView({ toast }: { toast: Toast & { key: number } }) {
  useEffect(() => {
    enqueueSnackbar({ variant: 'notice', toast, message: toast.title });
  }, [toast]);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={{ notice: Notice }}
      // Each notice is added at the end of <body> when it shows: an open dialog hides from
      // assistive technology only what was there when it opened, so a notice about the dialog's
      // own action is still announced.
      domRoot={document.body}
    />
  );
}
