import { FirebaseError } from 'firebase/app';
import { es, type ErrorCode, type ErrorDetails } from '@curso/common';

/** What `httpsCallable` rejects with when a function refuses (a FunctionsError). */
export function callableError(status: string, message: string, details?: ErrorDetails) {
  return Object.assign(new FirebaseError(`functions/${status}`, message), { details });
}

/** A refusal exactly as the functions answer it: the catalogue text and `details.code`. */
export function serverRefusal(code: ErrorCode, status = 'failed-precondition') {
  return callableError(status, es.errors[code], { code });
}
