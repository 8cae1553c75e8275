import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { takeCarriedToast } from './carriedToast';
import { ToastContext, type Toast } from './ToastContext';

/** Downloaded with the first notice: most visits to the home page never show one. */
const ToastView = lazy(() => import('./ToastView'));

/** Shows the notices the pages ask for, through notistack once it has downloaded. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [latest, setLatest] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((toast: Toast) => setLatest({ ...toast, key: Date.now() }), []);
  // After the first render: a prerendered page is taken over exactly as it arrived.
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) show(carried);
  }, [show]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {latest && (
        <ViewOrPlain fallback={<PlainNotice toast={latest} />}>
          <Suspense fallback={null}>
            <ToastView toast={latest} />
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
