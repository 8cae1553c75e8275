import { randomBytes } from 'node:crypto';
import {
  eventPoster,
  eventsFor,
  eventWebhookSigner,
  type EventDelivery,
  type SendgridEvent,
} from './sendgridEvents';
import {
  escapeHtml,
  listen,
  router,
  sendHtml,
  sendJson,
  type Route,
  type RunningFake,
} from './http';

export interface SendgridFakeOptions {
  /** Default 0: a free port (the local stack passes its own, from scripts/stackAddresses.cjs). */
  port?: number;
  host?: string;
  /** When set, only this API key is accepted; otherwise any Bearer token is. */
  apiKey?: string;
  /**
   * The Event Webhook's URL: when set, every accepted message is followed by its signed events
   * (processed, then delivered or bounce), batched as SendGrid batches them.
   */
  eventWebhookUrl?: string;
}

/** One email as the fake received it: a send stores one per personalization. */
export interface FakeMessage {
  /** Unique to this stored message. */
  id: string;
  /** The send's `X-Message-Id`, shared by every personalization of that request. */
  messageId: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The top-level `custom_args` with this personalization's merged over them. */
  customArgs: Record<string, string>;
  receivedAt: string;
}

/** How a failed send fails: SendGrid answers 500, or the connection drops with no answer. */
export type FailureMode = 'error' | 'disconnect';

export interface MessageFilter {
  /** A recipient, case-insensitive. */
  to?: string;
  /** `key:value`: a custom arg the message carries, e.g. a mass send's job id. */
  customArg?: string;
}

export interface SendgridFake extends RunningFake {
  /** Newest first; a string filters by recipient. */
  messages(filter?: string | MessageFilter): FakeMessage[];
  clear(): void;
  /**
   * After `after` more sends succeed, the next `count` answer 500, to test how the caller
   * handles a provider failure, also in the middle of a batch. With `customArg` (`key:value`),
   * only sends with that custom argument count and fail, so other senders go through.
   */
  failNext(count: number, after?: number, mode?: FailureMode, customArg?: string): void;
  /**
   * Holds the answer to sends to this recipient for `ms` before accepting them, so a test can act
   * while the caller waits on the provider.
   */
  delayFor(recipient: string, ms: number): void;
  /** Sends from this domain answer 403 as from an unverified Sender Identity; null lifts it. */
  refuseSenderDomain(domain: string | null): void;
  /** The Signed Event Webhook's verification key (base64 DER), as SendGrid's settings show it. */
  publicKey: string;
  /** Messages to this address bounce (a bounce event instead of delivered); false lifts it. */
  bounce(address: string, bounces?: boolean): void;
  /** Every post to the Event Webhook, with the status it was answered (null: no answer). */
  eventDeliveries(): EventDelivery[];
  /** Waits until every queued event has been posted. */
  settleEvents(): Promise<void>;
  /** Posts no more events: what is queued is dropped and no post is retried. */
  stopEvents(): void;
}

interface Address {
  email?: string;
  name?: string;
}

interface Personalization {
  to?: Address[];
  subject?: string;
  substitutions?: Record<string, string>;
  custom_args?: Record<string, string>;
}

interface MailSendBody {
  personalizations?: Personalization[];
  from?: Address;
  subject?: string;
  content?: { type?: string; value?: string }[];
  custom_args?: Record<string, string>;
}

interface SendgridError {
  message: string;
  field: string | null;
  help: string | null;
}

// SendGrid's own texts and help links, from its answers and docs (README.md names the sources).
const HELP = 'http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html';
const MAX_PERSONALIZATIONS = 1000;
const UNVERIFIED_SENDER: SendgridError = {
  message:
    'The from address does not match a verified Sender Identity. Mail cannot be sent until this error is resolved. Visit https://sendgrid.com/docs/for-developers/sending-email/sender-identity/ to see the Sender Identity requirements',
  field: 'from',
  help: null,
};

/** Every problem at once, as SendGrid lists them all in one 400. */
function validate(body: MailSendBody): SendgridError[] {
  const errors: SendgridError[] = [];
  const personalizations = body.personalizations ?? [];
  if (!body.from?.email) {
    errors.push({
      message:
        'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.  e.g. {"email" : "example@example.com"}  or {"email" : "example@example.com", "name" : "Example Recipient"}.',
      field: 'from.email',
      help: `${HELP}#message.from`,
    });
  }
  if (personalizations.length === 0) {
    errors.push({
      message: 'The personalizations field is required and must have at least one personalization.',
      field: 'personalizations',
      help: `${HELP}#-Personalizations-Errors`,
    });
  } else if (personalizations.length > MAX_PERSONALIZATIONS) {
    errors.push({
      message: `The personalization block is limited to ${MAX_PERSONALIZATIONS} personalizations per API request. You have provided ${personalizations.length} personalizations. Please consider splitting this into multiple requests and resending your request.`,
      field: 'personalizations',
      help: `${HELP}#message.personalizations`,
    });
  }
  personalizations.forEach((p, i) => {
    if (!p.to?.length) {
      errors.push({
        message:
          'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        field: `personalizations.${i}.to`,
        help: `${HELP}#message.personalizations.to`,
      });
    }
  });
  if (!body.subject && personalizations.some((p) => !p.subject)) {
    errors.push({
      message:
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
      field: 'subject',
      help: `${HELP}#message.subject`,
    });
  }
  if (!body.content?.length) {
    errors.push({
      message:
        'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
      field: 'content',
      help: `${HELP}#message.content`,
    });
  }
  return errors;
}

/** Legacy substitution tags: each key is replaced wherever it appears, as it is written. */
function substitute(text: string, substitutions: Record<string, string>): string {
  return Object.entries(substitutions).reduce(
    // A function, so a `$` in the value is not read as a replacement pattern.
    (result, [tag, value]) => result.replaceAll(tag, () => value),
    text,
  );
}

/** The emails a valid send delivers: one per personalization, rendered for it. */
function render(body: MailSendBody, messageId: string): FakeMessage[] {
  const from = body.from?.name
    ? `${body.from.name} <${body.from.email}>`
    : (body.from?.email ?? '');
  const receivedAt = new Date().toISOString();
  return (body.personalizations ?? []).map((p) => {
    const substitutions = p.substitutions ?? {};
    const byType = (type: string) =>
      substitute(body.content?.find((c) => c.type === type)?.value ?? '', substitutions);
    return {
      id: randomBytes(11).toString('base64url'),
      messageId,
      to: (p.to ?? []).map((t) => (t.email ?? '').toLowerCase()),
      from,
      subject: substitute(p.subject ?? body.subject ?? '', substitutions),
      text: byType('text/plain'),
      html: byType('text/html'),
      customArgs: { ...body.custom_args, ...p.custom_args },
      receivedAt,
    };
  });
}

/** How `?customArg=` names a custom arg: `key:value`. */
const customArgKeys = (message: FakeMessage) =>
  Object.entries(message.customArgs).map(([key, value]) => `${key}:${value}`);

const INBOX_PAGE_SIZE = 200;

function inboxPage(newest: FakeMessage[], total: number): string {
  const items = newest
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
<p>${total} mensajes en total${total > newest.length ? `; se muestran los ${newest.length} más recientes` : ''}.</p>
${items || '<p>No hay mensajes.</p>'}
</body></html>`;
}

/**
 * Starts a fake of SendGrid's `POST /v3/mail/send` that keeps every message, so tests and people
 * on the local stack can read the codes the app sends.
 */
export async function startSendgridFake(options: SendgridFakeOptions = {}): Promise<SendgridFake> {
  let stored: FakeMessage[] = [];
  // Indexes, so tests polling one inbox stay cheap however many messages mass sends stored.
  let byRecipient = new Map<string, FakeMessage[]>();
  let byCustomArg = new Map<string, FakeMessage[]>();
  let successesBeforeFailure = 0;
  let failuresLeft = 0;
  let failureMode: FailureMode = 'error';
  let failureScope: string | null = null;
  let refusedDomain: string | null = null;
  const delays = new Map<string, number>();
  const signer = eventWebhookSigner();
  const poster = eventPoster(options.eventWebhookUrl, signer);
  const bouncing = new Set<string>();
  const bounce = (address: string, bounces = true) => {
    const key = address.trim().toLowerCase();
    if (bounces) bouncing.add(key);
    else bouncing.delete(key);
  };

  const index = (map: Map<string, FakeMessage[]>, key: string, message: FakeMessage) => {
    const list = map.get(key);
    if (list) list.push(message);
    else map.set(key, [message]);
  };
  const store = (message: FakeMessage) => {
    stored.push(message);
    for (const to of new Set(message.to)) index(byRecipient, to, message);
    for (const arg of customArgKeys(message)) index(byCustomArg, arg, message);
  };
  const clear = () => {
    stored = [];
    byRecipient = new Map();
    byCustomArg = new Map();
  };

  const messages = (filter: string | MessageFilter = {}) => {
    const { to, customArg } = typeof filter === 'string' ? { to: filter } : filter;
    const recipient = to?.trim().toLowerCase();
    let found = stored;
    if (recipient) found = byRecipient.get(recipient) ?? [];
    else if (customArg) found = byCustomArg.get(customArg) ?? [];
    if (recipient && customArg) found = found.filter((m) => customArgKeys(m).includes(customArg));
    return [...found].reverse();
  };

  const failNext = (count: number, after = 0, mode: FailureMode = 'error', customArg?: string) => {
    failuresLeft = count;
    successesBeforeFailure = after;
    failureMode = mode;
    failureScope = customArg ?? null;
  };
  const inFailureScope = (mail: MailSendBody) =>
    failureScope === null ||
    (mail.personalizations ?? []).some((p) =>
      Object.entries({ ...mail.custom_args, ...p.custom_args }).some(
        ([key, value]) => `${key}:${String(value)}` === failureScope,
      ),
    );
  const delayFor = (recipient: string, ms: number) => {
    delays.set(recipient.trim().toLowerCase(), ms);
  };
  const refuseSenderDomain = (domain: string | null) => {
    refusedDomain = domain?.trim().toLowerCase() || null;
  };

  const routes: Route[] = [
    {
      method: 'POST',
      path: /^\/v3\/mail\/send$/,
      handle: async ({ req, res, body }) => {
        const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!token || (options.apiKey !== undefined && token !== options.apiKey)) {
          return sendJson(res, 401, {
            errors: [{ message: 'Permission denied, wrong credentials' }],
          });
        }
        const mail = JSON.parse(body) as MailSendBody;
        const errors = validate(mail);
        if (errors.length > 0) return sendJson(res, 400, { errors });
        if (refusedDomain && mail.from?.email?.toLowerCase().split('@').pop() === refusedDomain) {
          return sendJson(res, 403, { errors: [UNVERIFIED_SENDER] });
        }
        // Only sends SendGrid would accept reach here, so `after` counts real successes.
        if (failuresLeft > 0 && inFailureScope(mail)) {
          if (successesBeforeFailure > 0) successesBeforeFailure -= 1;
          else {
            failuresLeft -= 1;
            if (failureMode === 'disconnect') return void req.socket.destroy();
            return sendJson(res, 500, {
              errors: [{ message: 'Simulated provider failure', field: null, help: null }],
            });
          }
        }
        const recipients = (mail.personalizations ?? []).flatMap((p) => p.to ?? []);
        const delay = Math.max(
          0,
          ...recipients.map((to) => delays.get((to.email ?? '').toLowerCase()) ?? 0),
        );
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        const messageId = randomBytes(11).toString('base64url');
        const accepted = render(mail, messageId);
        accepted.forEach(store);
        if (options.eventWebhookUrl) {
          poster.enqueue(
            accepted
              .flatMap((message, i) =>
                message.to.map((to) =>
                  eventsFor({ messageId, to, customArgs: message.customArgs }, i, bouncing.has(to)),
                ),
              )
              .flat(),
          );
        }
        res.writeHead(202, { 'X-Message-Id': messageId });
        res.end();
      },
    },
    {
      method: 'GET',
      path: /^\/__fake\/messages$/,
      handle: ({ res, query }) =>
        sendJson(
          res,
          200,
          messages({
            to: query.get('to') ?? undefined,
            customArg: query.get('customArg') ?? undefined,
          }),
        ),
    },
    {
      method: 'DELETE',
      path: /^\/__fake\/messages$/,
      handle: ({ res }) => {
        clear();
        sendJson(res, 200, { deleted: true });
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/fail$/,
      handle: ({ res, query }) => {
        const mode = query.get('mode') === 'disconnect' ? 'disconnect' : 'error';
        failNext(
          Number(query.get('count') ?? 1),
          Number(query.get('after') ?? 0),
          mode,
          query.get('customArg') ?? undefined,
        );
        sendJson(res, 200, { failuresLeft, after: successesBeforeFailure, mode });
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/delay$/,
      handle: ({ res, query }) => {
        const to = query.get('to');
        if (!to) return sendJson(res, 400, { error: 'to is required' });
        delayFor(to, Number(query.get('ms') ?? 0));
        sendJson(res, 200, { to, ms: Number(query.get('ms') ?? 0) });
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/refuse-sender$/,
      handle: ({ res, query }) => {
        const domain = query.get('domain');
        if (!domain) return sendJson(res, 400, { error: 'domain is required' });
        refuseSenderDomain(domain);
        sendJson(res, 200, { refusedDomain });
      },
    },
    {
      method: 'DELETE',
      path: /^\/__fake\/refuse-sender$/,
      handle: ({ res }) => {
        refuseSenderDomain(null);
        sendJson(res, 200, { refusedDomain });
      },
    },
    {
      method: 'POST',
      path: /^\/__fake\/bounce$/,
      handle: ({ res, query }) => {
        const to = query.get('to');
        if (!to) return sendJson(res, 400, { error: 'to is required' });
        bounce(to, true);
        sendJson(res, 200, { bouncing: [...bouncing] });
      },
    },
    {
      method: 'DELETE',
      path: /^\/__fake\/bounce$/,
      handle: ({ res, query }) => {
        bounce(query.get('to') ?? '', false);
        sendJson(res, 200, { bouncing: [...bouncing] });
      },
    },
    {
      // Posts the given events to the Event Webhook now, signed (at `timestamp` when given).
      method: 'POST',
      path: /^\/__fake\/events$/,
      handle: async ({ res, body, query }) => {
        const timestamp = query.get('timestamp');
        const delivery = await poster.postNow(
          JSON.parse(body) as SendgridEvent[],
          timestamp ? Number(timestamp) : undefined,
        );
        sendJson(res, 200, delivery);
      },
    },
    {
      method: 'GET',
      path: /^\/__fake\/events$/,
      handle: async ({ res }) => {
        await poster.settle();
        sendJson(res, 200, poster.deliveries());
      },
    },
    {
      method: 'GET',
      path: /^\/$/,
      handle: ({ res }) =>
        sendHtml(res, 200, inboxPage(stored.slice(-INBOX_PAGE_SIZE).reverse(), stored.length)),
    },
  ];

  const running = await listen(
    options.port ?? 0,
    options.host ?? '127.0.0.1',
    router(routes, ({ res }) => sendJson(res, 404, { errors: [{ message: 'not found' }] })),
  );
  return {
    ...running,
    stop: async () => {
      poster.close();
      await running.stop();
    },
    messages,
    clear,
    failNext,
    delayFor,
    refuseSenderDomain,
    publicKey: signer.publicKey,
    bounce,
    eventDeliveries: poster.deliveries,
    settleEvents: poster.settle,
    stopEvents: poster.close,
  };
}
