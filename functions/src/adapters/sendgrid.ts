import type { MailService } from '@sendgrid/mail';
import { cleanHtml } from '../lib/cleanHtml';
import {
  MAIL_FALLBACK_FROM,
  MAIL_FROM,
  SENDER_PATTERN,
  SENDGRID_API_BASE_URL,
  SENDGRID_API_KEY,
  shapedValue,
} from '../lib/params';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text alternative; when absent it is made from the HTML. */
  text?: string;
  html: string;
  /** Echoed by the provider's Event Webhook: which `email_logs` entry the message is. */
  emailLogId?: string;
}

/** One recipient of a personalised send: their subject and the values of the body's tags. */
export interface Personalization {
  to: string;
  subject: string;
  /** Tag (without its `{{ }}`) → value already escaped for HTML. */
  substitutions: Record<string, string>;
  /** Echoed by the provider's event webhook; here, who and which job. */
  customArgs: Record<string, string>;
}

/** Why a send failed, as the back office names it: unreachable, refused by the provider, or ours. */
export interface MailFailure {
  code: 'mail-connection' | 'mail-provider' | 'mail-internal';
  /** The provider's own words, or the error's. */
  reason: string;
}

/**
 * Classifies a failed send. The SendGrid client rejects with the HTTP status as a numeric `code`
 * and the answer's `errors` when the provider answered, and with a system code such as
 * `ECONNRESET` and no answer when it could not be reached.
 */
export function mailFailure(error: unknown): MailFailure {
  const { code, response } = (error ?? {}) as {
    code?: unknown;
    response?: { body?: { errors?: { message?: string }[] } };
  };
  if (error instanceof SenderRefused) return { code: 'mail-provider', reason: error.message };
  if (typeof code === 'number' && response) {
    const words = (response.body?.errors ?? []).map((e) => e.message).filter(Boolean);
    return { code: 'mail-provider', reason: words.join(' ') || `HTTP ${code}` };
  }
  const reason = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string' && !response) return { code: 'mail-connection', reason };
  return { code: 'mail-internal', reason };
}

/** SendGrid takes at most 1,000 personalizations per request. */
export const MAX_PERSONALIZATIONS = 1000;

/** The provider refused the sender (SendGrid: 403, an unverified Sender Identity). */
export class SenderRefused extends Error {
  constructor(readonly domain: string) {
    super(`Sender domain refused by the provider: ${domain}`);
  }
}

let service: Promise<MailService> | undefined;

/**
 * The SendGrid library, loaded by the first send (every function shares one bundle, and most cold
 * starts send nothing) and pointed at the configured base URL (the fake, locally).
 */
function mailer(): Promise<MailService> {
  service ??= Promise.all([import('@sendgrid/client'), import('@sendgrid/mail')]).then(
    ([{ default: client }, { default: mail }]) => {
      client.setApiKey(SENDGRID_API_KEY.value());
      client.setDefaultRequest('baseUrl', SENDGRID_API_BASE_URL.value());
      mail.setClient(client);
      return mail;
    },
  );
  return service;
}

function sender(fallback: boolean): string {
  return fallback
    ? shapedValue('MAIL_FALLBACK_FROM', MAIL_FALLBACK_FROM.value(), SENDER_PATTERN)
    : shapedValue('MAIL_FROM', MAIL_FROM.value(), SENDER_PATTERN);
}

const domainOf = (from: string) => /@([^\s>]+)>?$/.exec(from)?.[1]?.toLowerCase() ?? '';

/** SendGrid answers 403 with `field: "from"` when the sender is not a verified identity. */
function refusedSender(error: unknown): boolean {
  const { code, response } = error as {
    code?: number;
    response?: { body?: { errors?: { field?: string | null }[] } };
  };
  return code === 403 && (response?.body?.errors ?? []).some((e) => e.field === 'from');
}

/** A send's fields but the sender, which `send` sets. */
type SendRequest = Record<string, unknown>;
type MailData = Parameters<MailService['send']>[0];

async function send(
  request: SendRequest,
  fallback: boolean,
): Promise<{ messageId: string | null }> {
  const from = sender(fallback);
  try {
    const [response] = await (await mailer()).send({ ...request, from } as unknown as MailData);
    const header = response.headers['x-message-id'] as string | string[] | undefined;
    return { messageId: (Array.isArray(header) ? header[0] : header) ?? null };
  } catch (error) {
    if (refusedSender(error)) throw new SenderRefused(domainOf(from));
    throw error;
  }
}

/**
 * Sends one email and answers the provider's message id (`X-Message-Id`), if it gave one. The
 * HTML passes the allow-list first; `fallbackSender` uses MAIL_FALLBACK_FROM (test emails only).
 */
export async function sendMail(
  mail: OutgoingMail,
  options: { fallbackSender?: boolean } = {},
): Promise<{ messageId: string | null }> {
  const html = await cleanHtml(mail.html);
  const text = mail.text ?? (await import('html-to-text')).convert(html, { wordwrap: 100 });
  const customArgs = mail.emailLogId ? { email_log_id: mail.emailLogId } : undefined;
  return send(
    { to: mail.to, subject: mail.subject, html, text, customArgs },
    options.fallbackSender ?? false,
  );
}

/**
 * One request to up to 1,000 recipients, each with their own subject and tag values: SendGrid
 * replaces `{{tag}}` in the body per recipient, so one body serves the whole batch. Answers the
 * request's message id, which the provider prefixes to each recipient's message id.
 */
export async function sendPersonalized(
  html: string,
  personalizations: readonly Personalization[],
): Promise<{ messageId: string | null }> {
  if (personalizations.length > MAX_PERSONALIZATIONS) {
    throw new Error(`At most ${MAX_PERSONALIZATIONS} personalizations per request`);
  }
  return send(
    {
      html: await cleanHtml(html),
      personalizations: personalizations.map((p) => ({
        to: p.to,
        subject: p.subject,
        substitutions: p.substitutions,
        customArgs: p.customArgs,
      })),
    },
    false,
  );
}
