import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type Toast } from './ToastContext';

/** Downloaded with the first notice: most visits to the home page never show one. */
const ToastView = lazy(() => import('./ToastView'));

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
      {current && (
        <ViewOrPlain fallback={open && <PlainNotice toast={current} />}>
          <Suspense fallback={null}>
            <ToastView
              key={current.key}
              toast={current}
              open={open}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </ViewOrPlain>
      )}
    </ToastContext.Provider>
  );
}

/**
 * The notice as plain announced text, if its view cannot be downloaded: a notice about a lost
 * connection is the one most likely to need this.
 */
function PlainNotice({ toast }: { toast: Toast }) {
  return (
    <div role="alert" style={{ position: 'fixed', bottom: 16, left: 16, right: 16 }}>
      <strong>{toast.title}</strong> {toast.description}
    </div>
  );
}

class ViewOrPlain extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
