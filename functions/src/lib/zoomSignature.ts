import { createHmac, timingSafeEqual } from 'node:crypto';

/** Zoom signs each delivery with its time; older ones are refused as possible replays. */
export const MAX_WEBHOOK_AGE_SECONDS = 5 * 60;

const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/**
 * Zoom's `x-zm-signature`: `v0=` and the hex HMAC-SHA256, keyed by the event subscription's
 * secret token, of `v0:{x-zm-request-timestamp}:{raw body}`. The body must be the bytes received.
 */
export function signatureOf(secret: string, timestamp: string, rawBody: string): string {
  return `v0=${hmacHex(secret, `v0:${timestamp}:${rawBody}`)}`;
}

export type SignatureVerdict = 'valid' | 'invalid' | 'stale';

export function verifyZoomSignature(
  secret: string,
  headers: { signature?: string; timestamp?: string },
  rawBody: string,
  now: Date,
): SignatureVerdict {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return 'invalid';
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return age > MAX_WEBHOOK_AGE_SECONDS ? 'stale' : 'valid';
}

/** The answer to Zoom's `endpoint.url_validation` challenge. */
export function urlValidationAnswer(secret: string, plainToken: string) {
  return { plainToken, encryptedToken: hmacHex(secret, plainToken) };
}
