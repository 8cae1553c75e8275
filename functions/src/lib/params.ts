import { defineSecret, defineString } from 'firebase-functions/params';

/** Stripe API key (`sk_…`). */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** Signing secret of the Stripe webhook endpoint (`whsec_…`). */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');
/** Key of the HMAC that stores verification codes; a leaked database then reveals no code. */
export const CODE_HMAC_SECRET = defineSecret('CODE_HMAC_SECRET');

/** Overridden locally to point at the Stripe fake. */
export const STRIPE_API_BASE_URL = defineString('STRIPE_API_BASE_URL', {
  default: 'https://api.stripe.com',
});
/** Overridden locally to point at the SendGrid fake. */
export const SENDGRID_API_BASE_URL = defineString('SENDGRID_API_BASE_URL', {
  default: 'https://api.sendgrid.com',
});
/** Sender of every email, e.g. `Curso EII Pediátrica <no-reply@example.org>`. */
export const MAIL_FROM = defineString('MAIL_FROM');
/** Comma-separated origins of the web app; the first is the default return address of checkout. */
export const WEB_ORIGINS = defineString('WEB_ORIGINS');
