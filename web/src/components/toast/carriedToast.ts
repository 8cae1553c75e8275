import type { Toast } from './ToastContext';

const KEY = 'curso.carriedToast';

/** Keeps a notice for the next page this tab loads (sign-out ends with a full page load). */
export function carryToast(toast: Toast): void {
  sessionStorage.setItem(KEY, JSON.stringify(toast));
}

/** The notice the previous page left for this one, once: read, it is forgotten. */
export function takeCarriedToast(): Toast | null {
  const kept = sessionStorage.getItem(KEY);
  if (!kept) return null;
  sessionStorage.removeItem(KEY);
  try {
    return JSON.parse(kept) as Toast;
  } catch {
    return null;
  }
}
