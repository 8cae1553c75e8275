import { VERIFICATION_POLICY } from '@curso/common';
import {
  codeDocId,
  codeExpiry,
  codeMatches,
  generateCode,
  hashCode,
  isExpired,
  judgeCode,
  type CodeAttempt,
  type StoredCode,
} from '../../src/lib/verificationCodes';

const SECRET = 'unit-secret';
const EMAIL = 'ana@example.com';
const now = new Date('2025-10-01T10:00:00Z');

describe('code helpers', () => {
  it('generates six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('hashes with the secret and binds the email', () => {
    const hash = hashCode(SECRET, EMAIL, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashCode(SECRET, EMAIL, '123456')).toBe(hash);
    expect(hashCode('other', EMAIL, '123456')).not.toBe(hash);
    expect(hashCode(SECRET, 'eva@example.com', '123456')).not.toBe(hash);
    expect(codeMatches(SECRET, EMAIL, '123456', hash)).toBe(true);
    expect(codeMatches(SECRET, EMAIL, '123457', hash)).toBe(false);
    expect(codeMatches(SECRET, EMAIL, '123456', 'abcd')).toBe(false);
  });

  it('keys documents by a hash of the email', () => {
    expect(codeDocId(EMAIL)).toMatch(/^[0-9a-f]{64}$/);
    expect(codeDocId(EMAIL)).not.toContain('ana');
  });

  it('expires after the policy time', () => {
    const expiry = codeExpiry(now);
    expect(expiry.getTime() - now.getTime()).toBe(VERIFICATION_POLICY.ttlMs);
    expect(isExpired(expiry, new Date(expiry.getTime() - 1))).toBe(false);
    expect(isExpired(expiry, expiry)).toBe(true);
  });
});

describe('judgeCode', () => {
  const stored = (overrides: Partial<StoredCode> = {}): StoredCode => ({
    code_hash: hashCode(SECRET, EMAIL, '123456'),
    purpose: 'registration',
    expires_at: codeExpiry(now),
    attempts: 0,
    ...overrides,
  });
  const attempt = (code: string, overrides: Partial<CodeAttempt> = {}): CodeAttempt => ({
    secret: SECRET,
    email: EMAIL,
    code,
    purpose: 'registration',
    now,
    ...overrides,
  });

  it.each([
    ['no code sent', null, attempt('123456'), 'code-invalid', null],
    ['right code', stored(), attempt('123456'), 'accepted', { code_hash: null }],
    ['wrong code', stored(), attempt('000000'), 'code-invalid', { attempts: 1 }],
    [
      'fifth wrong code',
      stored({ attempts: 4 }),
      attempt('000000'),
      'code-locked',
      { code_hash: null, attempts: 5 },
    ],
    [
      'right code after burning',
      stored({ attempts: 5, code_hash: null }),
      attempt('123456'),
      'code-locked',
      null,
    ],
    ['code already used', stored({ code_hash: null }), attempt('123456'), 'code-invalid', null],
    [
      'code for the other flow',
      stored(),
      attempt('123456', { purpose: 'login' }),
      'code-invalid',
      null,
    ],
    [
      'expired code',
      stored(),
      attempt('123456', { now: new Date(now.getTime() + VERIFICATION_POLICY.ttlMs) }),
      'code-expired',
      { code_hash: null },
    ],
  ])('%s', (_name, storedCode, tried, verdict, update) => {
    expect(judgeCode(storedCode, tried)).toEqual({ verdict, update });
  });
});
