import client from '@sendgrid/client';
import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSendgridFake, type SendgridEvent, type SendgridFake } from '../src';

interface Received {
  signature: string;
  timestamp: string;
  body: string;
}

const readAll = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};

/** Verifies as SendGrid's docs say: ECDSA P-256 over timestamp + raw body, the key base64 DER. */
const verifies = (publicKey: string, { signature, timestamp, body }: Received) =>
  verify(
    'sha256',
    Buffer.from(timestamp + body),
    createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
    Buffer.from(signature, 'base64'),
  );

describe('SendGrid fake: the Signed Event Webhook', () => {
  let fake: SendgridFake;
  let webhook: Server;
  const received: Received[] = [];
  let answer = 200;

  beforeAll(async () => {
    webhook = createServer(async (req, res) => {
      received.push({
        signature: String(req.headers['x-twilio-email-event-webhook-signature']),
        timestamp: String(req.headers['x-twilio-email-event-webhook-timestamp']),
        body: await readAll(req),
      });
      res.writeHead(answer).end();
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const { port } = webhook.address() as AddressInfo;
    fake = await startSendgridFake({ eventWebhookUrl: `http://127.0.0.1:${port}/events` });
    client.setApiKey('SG.test');
    client.setDefaultRequest('baseUrl', fake.url);
  });
  afterAll(async () => {
    await fake.stop();
    await new Promise((resolve) => webhook.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    answer = 200;
  });

  const send = (to: string[], customArgs: Record<string, string> = {}) =>
    client.request({
      method: 'POST',
      url: '/v3/mail/send',
      body: {
        personalizations: to.map((email) => ({ to: [{ email }] })),
        from: { email: 'no-reply@example.com' },
        subject: 'Hola',
        content: [{ type: 'text/html', value: '<p>Hola</p>' }],
        custom_args: customArgs,
      },
    });
  const events = () => received.flatMap((r) => JSON.parse(r.body) as SendgridEvent[]);

  it('posts processed then delivered for each recipient, signed, with the custom args', async () => {
    const [response] = await send(['ana@example.com', 'luis@example.com'], { email_log_id: 'l1' });
    await fake.settleEvents();
    const messageId = String(response.headers['x-message-id']);

    expect(received.length).toBeGreaterThan(0);
    for (const post of received) expect(verifies(fake.publicKey, post)).toBe(true);
    const tampered = { ...received[0], body: received[0].body.replace('delivered', 'bounce') };
    expect(verifies(fake.publicKey, tampered)).toBe(false);

    const ana = events().filter((e) => e.email === 'ana@example.com');
    expect(ana.map((e) => e.event)).toEqual(['processed', 'delivered']);
    for (const event of ana) {
      expect(event).toMatchObject({ email_log_id: 'l1', timestamp: expect.any(Number) });
      expect(event.sg_message_id.startsWith(`${messageId}.`)).toBe(true);
    }
    expect(new Set(events().map((e) => e.sg_event_id)).size).toBe(4);
  });

  it('bounces the addresses it is told to, with the reason', async () => {
    await fetch(`${fake.url}/__fake/bounce?to=nadie@example.com`, { method: 'POST' });
    await send(['nadie@example.com']);
    await fake.settleEvents();
    expect(events().map((e) => e.event)).toEqual(['processed', 'bounce']);
    expect(events()[1].reason).toMatch(/^550 5\.1\.1/);
    await fetch(`${fake.url}/__fake/bounce?to=nadie@example.com`, { method: 'DELETE' });
  });

  it('retries a batch the webhook does not accept, as SendGrid does', async () => {
    answer = 500;
    await send(['reintento@example.com']);
    setTimeout(() => (answer = 200), 700);
    await fake.settleEvents();
    const deliveries = fake.eventDeliveries();
    expect(deliveries.at(-1)).toMatchObject({ status: 200 });
    expect(deliveries.at(-1)!.attempts).toBeGreaterThan(1);
  });

  it('posts given events at once, signed at a given timestamp', async () => {
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const delivery = await (
      await fetch(`${fake.url}/__fake/events?timestamp=${stale}`, {
        method: 'POST',
        body: JSON.stringify([{ email: 'a@example.com', event: 'open' }]),
      })
    ).json();
    expect(delivery).toMatchObject({ status: 200, attempts: 1 });
    expect(received.at(-1)!.timestamp).toBe(String(stale));
    expect(verifies(fake.publicKey, received.at(-1)!)).toBe(true);
  });
});
