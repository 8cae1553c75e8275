import { VERIFICATION_POLICY } from '@curso/common';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** A web origin: scheme, host and optional port, nothing after. */
export const ORIGIN_PATTERN = /^https?:\/\/[^\s/,]+$/;
/** `WEB_ORIGINS` as typed at a deploy prompt: origins (a trailing slash tolerated), comma-separated. */
const ORIGIN_LIST_PATTERN = /^\s*https?:\/\/[^\s/,]+\/?(\s*,\s*https?:\/\/[^\s/,]+\/?)*\s*$/;
/** `MAIL_FROM`: an address, alone or as `Display Name <address>`. */
export const SENDER_PATTERN =
  /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

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

export const ZOOM_ACCOUNT_ID = defineSecret('ZOOM_ACCOUNT_ID', {
  description: 'Account ID of the Zoom Server-to-Server OAuth app that creates the webinars.',
});
export const ZOOM_CLIENT_ID = defineSecret('ZOOM_CLIENT_ID', {
  description: 'Client ID of that Zoom Server-to-Server OAuth app.',
});
export const ZOOM_CLIENT_SECRET = defineSecret('ZOOM_CLIENT_SECRET', {
  description: 'Client secret of that Zoom Server-to-Server OAuth app.',
});
export const ZOOM_WEBHOOK_SECRET_TOKEN = defineSecret('ZOOM_WEBHOOK_SECRET_TOKEN', {
  description:
    "Secret Token of the Zoom app's event subscription: signs the webhooks zoomWebhook receives.",
});

export const SENDGRID_WEBHOOK_VERIFICATION_KEY = defineString('SENDGRID_WEBHOOK_VERIFICATION_KEY', {
  description:
    "Verification Key of SendGrid's Signed Event Webhook (Settings > Mail Settings > Event Webhook), base64: sendgridWebhook accepts only posts it signed.",
});

export const STRIPE_API_BASE_URL = defineString('STRIPE_API_BASE_URL', {
  description: 'Base URL of the Stripe API; only the local stack points it elsewhere (its fake).',
  default: 'https://api.stripe.com',
});
export const SENDGRID_API_BASE_URL = defineString('SENDGRID_API_BASE_URL', {
  description: 'Base URL of the SendGrid API; only the local stack points it elsewhere (its fake).',
  default: 'https://api.sendgrid.com',
});
export const ZOOM_API_BASE_URL = defineString('ZOOM_API_BASE_URL', {
  description:
    'Base URL of the Zoom REST API (without /v2); only the local stack points it elsewhere.',
  default: 'https://api.zoom.us',
});
export const ZOOM_OAUTH_BASE_URL = defineString('ZOOM_OAUTH_BASE_URL', {
  description: "Base URL of Zoom's OAuth token endpoint; only the local stack points it elsewhere.",
  default: 'https://zoom.us',
});
export const ZOOM_HOST_USER = defineString('ZOOM_HOST_USER', {
  description:
    'The Zoom user (email or id) who hosts the course\'s webinars; "me" is the app\'s owner.',
  default: 'me',
});
export const HOSTING_API_BASE_URL = defineString('HOSTING_API_BASE_URL', {
  description:
    'Base URL of the Firebase Hosting REST API; only the local stack points it elsewhere (its fake).',
  default: 'https://firebasehosting.googleapis.com',
});
export const HOSTING_SITE = defineString('HOSTING_SITE', {
  description:
    'The Hosting site the functions publish the prerendered pages to: the project id for the default site.',
  default: process.env.GCLOUD_PROJECT ?? '',
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
    "A second sender verified in SendGrid (a Single Sender, same shape as MAIL_FROM): offered to test emails when the provider refuses MAIL_FROM's domain.",
  input: {
    text: {
      validationRegex: SENDER_PATTERN,
      validationErrorMessage: 'An address, or "Display Name <address>".',
    },
  },
});
export const CODE_SENDS_PER_ADDRESS = defineInt('CODE_SENDS_PER_ADDRESS', {
  default: VERIFICATION_POLICY.defaultSendsPerAddress,
  description:
    'Verification codes one client address may request in an hour, whatever the email (abuse limit).',
});
export const WEB_ORIGINS = defineString('WEB_ORIGINS', {
  description:
    'Comma-separated origins of the web app (https://host[:port]). Callers from them get checkout return URLs on their own origin; the first is used for anyone else.',
  input: {
    text: {
      validationRegex: ORIGIN_LIST_PATTERN,
      validationErrorMessage:
        'One or more origins such as https://curso.example.org, comma-separated.',
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
