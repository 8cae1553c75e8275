import { es, type ErrorCode, type ErrorDetails } from '@curso/common';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import { logger } from './logging';

/**
 * A refusal the user can act on: answered with the catalogue's Spanish text and `details.code`,
 * which the web maps back to the same text.
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: FunctionsErrorCode = 'failed-precondition',
    /** More for the page: the seconds a rate limit leaves, a provider's reason. */
    readonly extra: Pick<ErrorDetails, 'retryAfterSeconds' | 'reason'> = {},
  ) {
    super(es.errors[code]);
    this.name = 'Refusal';
  }
}

/** Invalid input, with the Spanish message of each bad field. */
export class InvalidFields extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(es.errors['invalid-argument']);
    this.name = 'InvalidFields';
  }
}

/**
 * The one place that turns anything a callable throws into what the client receives. Unknown
 * errors are logged here and answered as `internal`, so no stack or provider detail leaks out.
 */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof Refusal) {
    return new HttpsError(error.status, error.message, { code: error.code, ...error.extra });
  }
  if (error instanceof InvalidFields) {
    return new HttpsError('invalid-argument', error.message, {
      code: 'invalid-argument',
      fields: error.fields,
    });
  }
  logger.error('Unexpected error in a callable', error);
  return new HttpsError('internal', es.errors.internal, { code: 'internal' });
}

/** Runs a callable's body and maps whatever it throws with `toHttpsError`. */
export function mapErrors<A extends unknown[], R>(
  handler: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      throw toHttpsError(error);
    }
  };
}
