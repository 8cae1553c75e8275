import { defineSecret, defineString } from 'firebase-functions/params';

/** A web origin: scheme, host and optional port, nothing after. */
export const ORIGIN_PATTERN = /^https?:\/\/[^\s/,]+$/;
/** `WEB_ORIGINS` as typed at a deploy prompt: origins (a trailing slash tolerated), comma-separated. */
const ORIGIN_LIST_PATTERN = /^\s*https?:\/\/[^\s/,]+\/?(\s*,\s*https?:\/\/[^\s/,]+\/?)*\s*$/;
/** `MAIL_FROM`: an address, alone or as `Display Name <address>`. */
export const SENDER_PATTERN = /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY', {
  description: 'Stripe secret API key (sk_live_… in production): creates the Checkout Sessions.',
});
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET', {
  description:
    'Signing secret (whsec_…) of the Stripe webhook endpoint that points at stripeWebhook.',
});
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY', {
  description: 'SendGrid API key with Mail Send permission.',
});
export const CODE_HMAC_SECRET = defineSecret('CODE_HMAC_SECRET', {
  description:
    'Key of the HMAC that stores verification codes (32+ random bytes, e.g. openssl rand -hex 32): a leaked database then reveals no code.',
});

export const STRIPE_API_BASE_URL = defineString('STRIPE_API_BASE_URL', {
  description: 'Base URL of the Stripe API; only the local stack points it elsewhere (its fake).',
  default: 'https://api.stripe.com',
});
export const SENDGRID_API_BASE_URL = defineString('SENDGRID_API_BASE_URL', {
  description: 'Base URL of the SendGrid API; only the local stack points it elsewhere (its fake).',
  default: 'https://api.sendgrid.com',
});
export const MAIL_FROM = defineString('MAIL_FROM', {
  description:
    'Sender of every email, verified in SendGrid: an address or "Display Name <address>", e.g. Curso EII Pediátrica <no-reply@example.org>.',
  input: {
    text: {
      validationRegex: SENDER_PATTERN,
      validationErrorMessage: 'An address, or "Display Name <address>".',
    },
  },
});
export const MAIL_FALLBACK_FROM = defineString('MAIL_FALLBACK_FROM', {
  description:
    'A second sender verified in SendGrid (a Single Sender, same shape as MAIL_FROM): offered to test emails when the provider refuses MAIL_FROM\'s domain.',
  input: {
    text: {
      validationRegex: SENDER_PATTERN,
      validationErrorMessage: 'An address, or "Display Name <address>".',
    },
  },
});
export const WEB_ORIGINS = defineString('WEB_ORIGINS', {
  description:
    "Comma-separated origins of the web app (https://host[:port]). Callers from them get checkout return URLs on their own origin; the first is used for anyone else.",
  input: {
    text: {
      validationRegex: ORIGIN_LIST_PATTERN,
      validationErrorMessage: 'One or more origins such as https://curso.example.org, comma-separated.',
    },
  },
});

/**
 * The value of a parameter with a shape, checked where it is used: deploy prompts only validate
 * what is typed in, not what a `.env` file holds, so a malformed value must fail loudly here
 * rather than send email from nowhere or payers to a broken address.
 */
export function shapedValue(name: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new Error(`Parameter ${name} is malformed: "${value}"`);
  return value;
}
