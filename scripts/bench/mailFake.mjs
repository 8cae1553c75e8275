import { URLS } from '../stack.mjs';

/**
 * The 6-digit code of the newest message the mail fake received for `email` at or after `since`
 * (ms), waiting up to `timeoutMs` for it.
 */
export async function latestCode(email, { since = 0, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${URLS.sendgrid}/__fake/messages?to=${encodeURIComponent(email)}`);
    const [newest] = await res.json();
    const code =
      newest && Date.parse(newest.receivedAt) >= since && /\b(\d{6})\b/.exec(newest.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${email}`);
}
