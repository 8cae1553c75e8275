import { FirestoreError } from 'firebase/firestore';
import { listenerErrorReason } from '../../src/data/collectionState';

describe('listenerErrorReason', () => {
  it.each([
    [
      new FirestoreError('permission-denied', 'Missing or insufficient permissions.'),
      'permission-denied',
    ],
    [
      new FirestoreError(
        'failed-precondition',
        'The query requires an index. You can create it here: …',
      ),
      'missing-index',
    ],
    [new FirestoreError('failed-precondition', 'Transaction too old'), 'unknown'],
    [new FirestoreError('unavailable', 'Could not reach Cloud Firestore backend.'), 'unavailable'],
    [new Error('boom'), 'unknown'],
    [undefined, 'unknown'],
  ])('%p → %s', (error, reason) => {
    expect(listenerErrorReason(error)).toBe(reason);
  });
});
