import { createPublicKey, verify } from 'node:crypto';

/** SendGrid documents no age limit; older deliveries are refused here as possible replays. */
export const MAX_EVENT_POST_AGE_SECONDS = 10 * 60;

export type EventSignatureVerdict = 'valid' | 'invalid' | 'stale';

/**
 * SendGrid's Signed Event Webhook: `X-Twilio-Email-Event-Webhook-Signature` is the base64 DER
 * ECDSA (P-256, SHA-256) signature of `X-Twilio-Email-Event-Webhook-Timestamp` followed by the raw
 * body, checked with the webhook's Verification Key (base64 DER SubjectPublicKeyInfo).
 */
export function verifyEventSignature(
  verificationKey: string,
  headers: { signature?: string; timestamp?: string },
  rawBody: Buffer,
  now: Date,
): EventSignatureVerdict {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return 'invalid';
  let valid: boolean;
  try {
    const key = createPublicKey({
      key: Buffer.from(verificationKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    valid = verify(
      'sha256',
      Buffer.concat([Buffer.from(timestamp), rawBody]),
      key,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    valid = false;
  }
  if (!valid) return 'invalid';
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return age > MAX_EVENT_POST_AGE_SECONDS ? 'stale' : 'valid';
}
