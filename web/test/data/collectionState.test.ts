import { FirebaseError } from 'firebase/app';
import { listenerErrorReason } from '../../src/data/collectionState';

// Listener errors are FirestoreErrors: FirebaseErrors whose code has no service prefix.
describe('listenerErrorReason', () => {
  it.each([
    [
      new FirebaseError('permission-denied', 'Missing or insufficient permissions.'),
      'permission-denied',
    ],
    [
      new FirebaseError(
        'failed-precondition',
        'The query requires an index. You can create it here: …',
      ),
      'missing-index',
    ],
    [new FirebaseError('failed-precondition', 'Transaction too old'), 'unknown'],
    [new FirebaseError('unavailable', 'Could not reach Cloud Firestore backend.'), 'unavailable'],
    [new Error('boom'), 'unknown'],
    [undefined, 'unknown'],
  ])('%p → %s', (error, reason) => {
    expect(listenerErrorReason(error)).toBe(reason);
  });
});
