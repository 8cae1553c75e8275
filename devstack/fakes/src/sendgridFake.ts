import { randomBytes } from 'node:crypto';
import { escapeHtml, listen, sendHtml, sendJson, type RunningFake } from './http';

export interface SendgridFakeOptions {
  /** Default 0: a free port (the local stack passes its own, from scripts/stackAddresses.cjs). */
  port?: number;
  host?: string;
  /** When set, only this API key is accepted; otherwise any Bearer token is. */
  apiKey?: string;
}

/** A message as the fake received it. */
export interface FakeMessage {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface SendgridFake extends RunningFake {
  /** Newest first; `to` filters by recipient (case-insensitive). */
  messages(to?: string): FakeMessage[];
  clear(): void;
  /** The next `count` sends answer 500, to test how the caller handles a provider failure. */
  failNext(count: number): void;
}

interface MailSendBody {
  personalizations?: { to?: { email?: string }[] }[];
  from?: { email?: string; name?: string };
  subject?: string;
  content?: { type?: string; value?: string }[];
}

function parseMessage(body: MailSendBody): FakeMessage {
  const content = body.content ?? [];
  const byType = (type: string) => content.find((c) => c.type === type)?.value ?? '';
  const from = body.from?.name
    ? `${body.from.name} <${body.from.email}>`
    : (body.from?.email ?? '');
  return {
    id: randomBytes(11).toString('base64url'),
    to: (body.personalizations ?? []).flatMap((p) =>
      (p.to ?? []).map((t) => (t.email ?? '').toLowerCase()),
    ),
    from,
    subject: body.subject ?? '',
    text: byType('text/plain'),
    html: byType('text/html'),
    receivedAt: new Date().toISOString(),
  };
}

function inboxPage(messages: FakeMessage[]): string {
  const items = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>Para:</strong> ${escapeHtml(m.to.join(', '))} · <small>${escapeHtml(m.receivedAt)}</small></p>
${
  m.text
    ? `<pre>${escapeHtml(m.text)}</pre>`
    : // An HTML-only email is shown as it renders, in a frame that runs no script.
      `<iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}" style="width:100%;min-height:12rem;border:1px solid #ddd"></iframe>`
}</article>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Correo local</title>
<meta http-equiv="refresh" content="5">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
pre{white-space:pre-wrap;font-size:1.1rem;background:#f4f4f4;padding:1rem}</style></head>
<body><h1>Correo enviado en local</h1>
${items || '<p>No hay mensajes.</p>'}
</body></html>`;
}

/**
 * Starts a fake of SendGrid's `POST /v3/mail/send` that keeps every message, so tests and people
 * on the local stack can read the codes the app sends.
 */
export async function startSendgridFake(options: SendgridFakeOptions = {}): Promise<SendgridFake> {
  let stored: FakeMessage[] = [];
  let failuresLeft = 0;

  const messages = (to?: string) => {
    const wanted = to?.trim().toLowerCase();
    return stored.filter((m) => !wanted || m.to.includes(wanted)).reverse();
  };

  const running = await listen(
    options.port ?? 0,
    options.host ?? '127.0.0.1',
    async (req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';

      if (method === 'POST' && url.pathname === '/v3/mail/send') {
        const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!token || (options.apiKey !== undefined && token !== options.apiKey)) {
          sendJson(res, 401, { errors: [{ message: 'Permission denied, wrong credentials' }] });
          return;
        }
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          sendJson(res, 500, { errors: [{ message: 'Simulated provider failure' }] });
          return;
        }
        const message = parseMessage(JSON.parse(body) as MailSendBody);
        stored.push(message);
        res.writeHead(202, { 'X-Message-Id': message.id });
        res.end();
        return;
      }
      if (url.pathname === '/__fake/messages') {
        if (method === 'DELETE') {
          stored = [];
          sendJson(res, 200, { deleted: true });
        } else {
          sendJson(res, 200, messages(url.searchParams.get('to') ?? undefined));
        }
        return;
      }
      if (method === 'POST' && url.pathname === '/__fake/fail') {
        failuresLeft = Number(url.searchParams.get('count') ?? 1);
        sendJson(res, 200, { failuresLeft });
        return;
      }
      if (method === 'GET' && url.pathname === '/') {
        sendHtml(res, 200, inboxPage(messages()));
        return;
      }
      sendJson(res, 404, { errors: [{ message: 'not found' }] });
    },
  );
  return {
    ...running,
    messages,
    clear: () => {
      stored = [];
    },
    failNext: (count) => {
      failuresLeft = count;
    },
  };
}
