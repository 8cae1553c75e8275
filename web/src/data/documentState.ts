import type { ObservableStatus } from 'reactfire';
import { listenerErrorReason, type ListenerErrorReason } from './collectionState';

/** A live document as the pages see it: loading, failed (and why), or its data (null: absent). */
export type DocumentState<T> =
  | { status: 'loading' }
  | { status: 'error'; reason: ListenerErrorReason }
  | { status: 'ready'; data: T | null };

/** reactfire's status of a document listener, in the pages' terms. */
export function documentState<T>({
  status,
  data,
  error,
}: ObservableStatus<T | undefined>): DocumentState<T> {
  if (status === 'error') return { status: 'error', reason: listenerErrorReason(error) };
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', data: data ?? null };
}
