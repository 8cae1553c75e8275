import { URLS } from '../../scripts/stackAddresses.cjs';

const SENDGRID_FAKE = URLS.sendgrid;

interface FakeMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * The 6-digit code of the newest email the SendGrid fake holds for this address, received after
 * `since`, waiting for it to arrive.
 */
export async function readCode(email: string, since: Date, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${SENDGRID_FAKE}/__fake/messages?to=${encodeURIComponent(email)}`);
    const [newest] = (await res.json()) as FakeMessage[];
    const fresh = newest && new Date(newest.receivedAt) >= since;
    const code = fresh && /\b(\d{6})\b/.exec(newest.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code was emailed to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
