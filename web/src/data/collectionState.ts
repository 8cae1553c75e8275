import type { ObservableStatus } from 'reactfire';

/** Why a listener stopped, so a page can say what happened rather than "something failed". */
export type ListenerErrorReason = 'permission-denied' | 'missing-index' | 'unavailable' | 'unknown';

/**
 * A live list as the pages see it: loading, refused or failed (and why), or the current documents.
 * A list read in pages may offer its `newest` documents while it is still loading the rest.
 */
export type CollectionState<T> =
  | { status: 'loading'; newest?: T[] }
  | { status: 'error'; reason: ListenerErrorReason }
  | { status: 'ready'; items: T[] };

/** The reason of a Firestore listener error (a FirestoreError's code and message). */
export function listenerErrorReason(error: unknown): ListenerErrorReason {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'permission-denied') return 'permission-denied';
  // Firestore answers a query that lacks its composite index with failed-precondition.
  if (code === 'failed-precondition' && /index/i.test(message ?? '')) return 'missing-index';
  if (code === 'unavailable') return 'unavailable';
  return 'unknown';
}

/** reactfire's status of a collection listener, in the pages' terms. */
export function collectionState<T>({
  status,
  data,
  error,
}: ObservableStatus<T[]>): CollectionState<T> {
  if (status === 'error') return { status: 'error', reason: listenerErrorReason(error) };
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', items: data ?? [] };
}
