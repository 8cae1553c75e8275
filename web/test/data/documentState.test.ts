import { FirebaseError } from 'firebase/app';
import type { ObservableStatus } from 'reactfire';
import { documentState } from '../../src/data/documentState';

const status = <T>(s: Partial<ObservableStatus<T>>) => s as ObservableStatus<T>;

describe('documentState', () => {
  it('reads a document that does not exist as ready with no data (nothing attended yet)', () => {
    expect(documentState(status({ status: 'success', data: undefined }))).toEqual({
      status: 'ready',
      data: null,
    });
  });

  it('hands over the data of a document that exists', () => {
    expect(documentState(status({ status: 'success', data: { id: 'x' } }))).toEqual({
      status: 'ready',
      data: { id: 'x' },
    });
  });

  it('waits for the first snapshot', () => {
    expect(documentState(status({ status: 'loading' }))).toEqual({ status: 'loading' });
  });

  it('says why the listener stopped', () => {
    const error = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    expect(documentState(status({ status: 'error', error }))).toEqual({
      status: 'error',
      reason: 'permission-denied',
    });
  });
});
