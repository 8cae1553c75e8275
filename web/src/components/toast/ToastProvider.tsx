import { useCallback, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import { ToastContext, type Toast } from './ToastContext';

const SEVERITY = { default: 'success', destructive: 'error', warning: 'warning' } as const;
const AUTO_HIDE_MS = 6000;

/** One notice at a time: a newer one replaces the current (a page says one thing at a time). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((toast: Toast) => {
    setCurrent({ ...toast, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/*
        Each notice mounts afresh at the end of <body>: an open dialog hides from assistive
        technology only what was there when it opened, so a notice about the dialog's own action
        is still announced.
      */}
      <Portal>
        <Snackbar
          key={current?.key}
          open={open}
          autoHideDuration={AUTO_HIDE_MS}
          onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          {current ? (
            <Alert
              severity={SEVERITY[current.variant ?? 'default']}
              variant="filled"
              onClose={() => setOpen(false)}
              sx={{ width: '100%' }}
            >
              <AlertTitle>{current.title}</AlertTitle>
              {current.description}
            </Alert>
          ) : undefined}
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}
