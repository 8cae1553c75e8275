import type { FirebaseError } from 'firebase/app';
import { es, formatText, isErrorCode, type ErrorDetails } from '@curso/common';

/**
 * A failed call rejects with the SDK's FirebaseError, recognised by its name so that reading an
 * error does not make a page download Firebase.
 */
function isFirebaseError(error: unknown): error is FirebaseError {
  return error instanceof Error && error.name === 'FirebaseError' && 'code' in error;
}

/**
 * The Spanish text for a failed callable: the catalogue text for `details.code` (with the wait,
 * for an abuse limit that gives one), else the first field message of a validation refusal, else
 * the server's own message, else `fallback`.
 */
export function callableErrorText(error: unknown, fallback: string): string {
  if (!isFirebaseError(error)) return fallback;
  const details = (error as FirebaseError & { details?: ErrorDetails }).details;
  if (details?.code === 'too-many-attempts' && details.retryAfterSeconds) {
    const minutes = Math.ceil(details.retryAfterSeconds / 60);
    return `${es.errors['too-many-attempts']} ${formatText(es.common.retryIn, { minutes })}`;
  }
  if (isErrorCode(details?.code)) {
    return formatText(es.errors[details.code], { reason: details.reason ?? '' });
  }
  const fieldMessage = details?.fields && Object.values(details.fields)[0];
  if (fieldMessage) return fieldMessage;
  // Without a server message the SDK repeats the status ("internal"), which means nothing to users.
  const status = error.code.replace(/^functions\//, '');
  return error.message && error.message !== status ? error.message : fallback;
}

/** The Spanish message of each refused field of an `invalid-argument` answer, if any. */
export function callableFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!isFirebaseError(error)) return undefined;
  return (error as FirebaseError & { details?: ErrorDetails }).details?.fields;
}

/** Whether the server refused because the caller lacks the right (not an administrator). */
export function isPermissionDenied(error: unknown): boolean {
  return isFirebaseError(error) && error.code === 'functions/permission-denied';
}

/**
 * How a call failed: `unreachable` when no function answered (no network, a timeout, the service
 * down: the SDK's own `internal` without details, `unavailable` or `deadline-exceeded`),
 * `refused` when the function answered with an error, `unexpected` for anything else (a fault of
 * this page, not of the call).
 */
export function callFailureKind(error: unknown): 'unreachable' | 'refused' | 'unexpected' {
  if (!isFirebaseError(error)) return 'unexpected';
  const { details } = error as FirebaseError & { details?: ErrorDetails };
  const status = error.code.replace(/^functions\//, '');
  const noAnswer =
    status === 'unavailable' ||
    status === 'deadline-exceeded' ||
    (status === 'internal' && !details);
  return noAnswer ? 'unreachable' : 'refused';
}
