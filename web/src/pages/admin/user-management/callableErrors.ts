import { formatCount, type ErrorDetails, esAdmin } from '@curso/common';

const adminUserPage = esAdmin.userPage;

/** The parts of a callable's refusal this page reads; the page may not import Firebase itself. */
interface Refusal {
  code?: unknown;
  details?: ErrorDetails;
}

const refusal = (error: unknown): Refusal =>
  typeof error === 'object' && error !== null ? (error as Refusal) : {};

/** The catalogue code the server gave its refusal (`details.code`), if any. */
export function refusalCode(error: unknown): string | undefined {
  return refusal(error).details?.code;
}

/**
 * The wait a rate-limited import must observe, as the toast's text, or undefined when the call
 * failed for another reason. The server refuses with `resource-exhausted` and
 * `details.retryAfterSeconds` (one import a minute per administrator).
 */
export function rateLimitWait(error: unknown): string | undefined {
  const { code, details } = refusal(error);
  if (code !== 'functions/resource-exhausted' && details?.code !== 'rate-limited') return undefined;
  const seconds = details?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0
    ? formatCount(adminUserPage.import.rateLimitWait, Math.ceil(seconds))
    : adminUserPage.import.rateLimitWaitUnknown;
}
