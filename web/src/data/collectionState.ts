import type { ObservableStatus } from 'reactfire';

/** A live list as the pages see it: loading, refused or failed, or the current documents. */
export type CollectionState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T[] };

/** reactfire's status of a collection listener, in the pages' terms. */
export function collectionState<T>({ status, data }: ObservableStatus<T[]>): CollectionState<T> {
  if (status === 'error') return { status: 'error' };
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', items: data ?? [] };
}
