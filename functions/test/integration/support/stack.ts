import addresses from '../../../../scripts/stackAddresses.cjs';
import secrets from './secrets.json';

/** Addresses of the local stack the integration tests run against (one source: see the module). */
export const { PORTS, PROJECT_ID, URLS } = addresses;
/** Where the site's publications land on this stack, which has no Hosting emulator. */
export const PUBLISHED_SITE_DIR = addresses.UNSERVED_SITE_DIR;
export const FIRESTORE_HOST = URLS.firestore;
export const AUTH_HOST = URLS.auth;
export const FUNCTIONS_URL = URLS.functions;
export const STRIPE_FAKE_URL = URLS.stripe;
export const SENDGRID_FAKE_URL = URLS.sendgrid;

/**
 * Written to `functions/.secret.local` by the stack, where the Functions emulator reads secrets;
 * the tests sign webhooks and call the fakes with the same values.
 */
export const TEST_SECRETS: Readonly<
  Record<
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'SENDGRID_API_KEY'
    | 'CODE_HMAC_SECRET'
    | 'ZOOM_WEBHOOK_SECRET_TOKEN',
    string
  >
> = secrets;
