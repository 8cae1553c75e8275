import { CODE_LENGTH, VERIFICATION_POLICY, type VerificationCode } from '@curso/common';
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** CODE_LENGTH digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** Document id of an email's code: the address itself never appears in the path. */
export function codeDocId(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

/** HMAC of email and code: binding the email stops a hash from being reused for another address. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}:${code}`).digest('hex');
}

/** Constant-time comparison of a submitted code with the stored HMAC. */
export function codeMatches(
  secret: string,
  email: string,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(hashCode(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return expected.length === stored.length && timingSafeEqual(expected, stored);
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + VERIFICATION_POLICY.ttlMs);
}

export function isExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** The stored fields a verification needs. */
export type StoredCode = Pick<
  VerificationCode,
  'code_hash' | 'purpose' | 'expires_at' | 'attempts'
>;

export interface CodeAttempt {
  secret: string;
  email: string;
  code: string;
  purpose: VerificationCode['purpose'];
  now: Date;
}

export type CodeVerdict = 'accepted' | 'code-invalid' | 'code-expired' | 'code-locked';

/**
 * Judges a submitted code and says what to write back: a used, expired or burnt code loses its
 * hash (single use), a wrong try counts, and the fifth wrong try burns the code. A burnt code keeps
 * answering `code-locked` until a new one is sent.
 */
export function judgeCode(
  stored: StoredCode | null,
  attempt: CodeAttempt,
): {
  verdict: CodeVerdict;
  update: Partial<Pick<VerificationCode, 'code_hash' | 'attempts'>> | null;
} {
  const { maxAttempts } = VERIFICATION_POLICY;
  if (!stored) return { verdict: 'code-invalid', update: null };
  if (stored.attempts >= maxAttempts) return { verdict: 'code-locked', update: null };
  if (!stored.code_hash || stored.purpose !== attempt.purpose) {
    return { verdict: 'code-invalid', update: null };
  }
  if (isExpired(stored.expires_at, attempt.now)) {
    return { verdict: 'code-expired', update: { code_hash: null } };
  }
  if (codeMatches(attempt.secret, attempt.email, attempt.code, stored.code_hash)) {
    return { verdict: 'accepted', update: { code_hash: null } };
  }
  const attempts = stored.attempts + 1;
  return attempts >= maxAttempts
    ? { verdict: 'code-locked', update: { code_hash: null, attempts } }
    : { verdict: 'code-invalid', update: { attempts } };
}
