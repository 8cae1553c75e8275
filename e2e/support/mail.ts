const SENDGRID_FAKE = 'http://127.0.0.1:12112';

interface FakeMessage {
  to: string;
  subject: string;
  html?: string;
  text?: string;
}

/** The newest 6-digit code the SendGrid fake holds for this address, waiting for it to arrive. */
export async function readCode(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${SENDGRID_FAKE}/__fake/messages?to=${encodeURIComponent(email)}`);
    const messages = (await res.json()) as FakeMessage[];
    const newest = messages.at(-1);
    const code = newest && /\b(\d{6})\b/.exec(`${newest.text ?? ''} ${newest.html ?? ''}`)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code was emailed to ${email}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
