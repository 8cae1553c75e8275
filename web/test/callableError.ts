import { FirebaseError } from 'firebase/app';
import type { ErrorDetails } from '@curso/common';

/** What `httpsCallable` rejects with when a function refuses (a FunctionsError). */
export function callableError(status: string, message: string, details?: ErrorDetails) {
  return Object.assign(new FirebaseError(`functions/${status}`, message), { details });
}
