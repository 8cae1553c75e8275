import { createContext, useContext } from 'react';

export interface Toast {
  title: string;
  description?: string;
  /** `destructive` is how the specification marks error notices. */
  variant?: 'default' | 'destructive' | 'warning';
}

export type ShowToast = (toast: Toast) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a notice: a title and an optional text, as every toast of the specification has. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
