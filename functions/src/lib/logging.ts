import { createHash } from 'node:crypto';
export { logger } from 'firebase-functions/logger';

/** A short stable tag for an email, so logs can correlate requests without holding the address. */
export function emailTag(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 12);
}
