import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** One event as SendGrid's Event Webhook posts it: its fields and the message's custom args. */
export type SendgridEvent = Record<string, unknown> & {
  email: string;
  timestamp: number;
  event: string;
  sg_event_id: string;
  sg_message_id: string;
};

/** What one delivery to the webhook came to. */
export interface EventDelivery {
  events: SendgridEvent[];
  status: number | null;
  attempts: number;
}

/** SendGrid sends events in batches; this one flushes at this size or after this wait. */
const BATCH_SIZE = 500;
const BATCH_WAIT_MS = 200;
/** SendGrid retries a failed post for a day; the fake, a few times over a few seconds. */
const ATTEMPTS = 8;
const RETRY_MS = 500;

export const SIGNATURE_HEADER = 'X-Twilio-Email-Event-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Twilio-Email-Event-Webhook-Timestamp';

/**
 * The Signed Event Webhook as SendGrid runs it: an ECDSA P-256 key pair whose public half is the
 * "Verification Key" (base64 of the DER SubjectPublicKeyInfo), and each post signed over the
 * timestamp header followed by the raw body, the signature base64 DER in its header.
 */
export function eventWebhookSigner(): {
  publicKey: string;
  headers(body: string, timestamp?: number): Record<string, string>;
} {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    headers: (body, timestamp = Math.floor(Date.now() / 1000)) => ({
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signed(privateKey, `${timestamp}${body}`),
      [TIMESTAMP_HEADER]: String(timestamp),
    }),
  };
}

const signed = (key: KeyObject, payload: string) =>
  sign('sha256', Buffer.from(payload), key).toString('base64');

/** The events SendGrid reports for one accepted message: processed, then delivered or bounce. */
export function eventsFor(
  message: { messageId: string; to: string; customArgs: Record<string, string> },
  index: number,
  bounces: boolean,
): SendgridEvent[] {
  const timestamp = Math.floor(Date.now() / 1000);
  const base = {
    ...message.customArgs,
    email: message.to,
    timestamp,
    'smtp-id': `<${message.messageId}@fake.sendgrid.local>`,
    sg_message_id: `${message.messageId}.filter0001.${index}.0`,
  };
  const id = () => randomBytes(16).toString('base64url');
  const outcome = bounces
    ? {
        event: 'bounce',
        type: 'bounce',
        status: '5.1.1',
        reason: '550 5.1.1 The email account that you tried to reach does not exist.',
      }
    : { event: 'delivered', response: '250 OK' };
  return [
    { ...base, event: 'processed', sg_event_id: id() },
    { ...base, ...outcome, sg_event_id: id() },
  ];
}

/**
 * Posts events to the webhook in signed batches, retrying a batch the webhook does not accept
 * (as SendGrid does), and remembers every delivery.
 */
export function eventPoster(
  url: string | undefined,
  signer: ReturnType<typeof eventWebhookSigner>,
) {
  const deliveries: EventDelivery[] = [];
  let queue: SendgridEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight = Promise.resolve();
  let closed = false;

  async function post(events: SendgridEvent[], timestamp?: number): Promise<EventDelivery> {
    const delivery: EventDelivery = { events, status: null, attempts: 0 };
    deliveries.push(delivery);
    if (!url) return delivery;
    const body = JSON.stringify(events);
    while (!closed && delivery.attempts < ATTEMPTS) {
      delivery.attempts += 1;
      delivery.status = await fetch(url, {
        method: 'POST',
        headers: signer.headers(body, timestamp),
        body,
      }).then(
        (response) => response.status,
        () => null,
      );
      // A stale timestamp is the test's own: it is not retried with a fresh one.
      if ((delivery.status && delivery.status < 300) || timestamp !== undefined) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS * delivery.attempts));
    }
    return delivery;
  }

  function flush() {
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length) inFlight = inFlight.then(() => post(batch).then(() => undefined));
  }

  return {
    /** Queues events for the next batch. */
    enqueue(events: SendgridEvent[]) {
      queue.push(...events);
      if (queue.length >= BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, BATCH_WAIT_MS);
    },
    /** Posts these events at once, signed at `timestamp` when given; answers how it went. */
    postNow: post,
    deliveries: () => [...deliveries],
    /** Drops what is queued and stops retrying: the webhook's stack is going away. */
    close() {
      closed = true;
      clearTimeout(timer);
      queue = [];
    },
    /** Waits for what is queued or on its way. */
    async settle() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await inFlight;
    },
  };
}
