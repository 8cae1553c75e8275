/**
 * `verification_codes/{sha256(email)}`: the pending one-time code of an email. Only the functions
 * read it; the code itself is never stored, only an HMAC of email and code.
 */
export interface VerificationCode {
  id: string;
  email: string;
  /** `null` once the code is used, expired or burnt; the send history stays for rate limiting. */
  code_hash: string | null;
  purpose: 'login' | 'registration';
  expires_at: Date;
  /** Wrong tries of the current code; it is burnt at `VERIFICATION_POLICY.maxAttempts`. */
  attempts: number;
  last_sent_at: Date;
  /** Sends in the current rate-limit window, which started at `window_started_at`. */
  sends_in_window: number;
  window_started_at: Date;
}
