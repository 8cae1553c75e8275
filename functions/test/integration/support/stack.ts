import secrets from './secrets.json';

/** Addresses and test secrets of the local stack the integration tests run against. */
export const PROJECT_ID = 'demo-curso-eii';
/** Ports as in firebase.json. */
export const FIRESTORE_PORT = 8080;
export const AUTH_PORT = 9099;
export const FUNCTIONS_PORT = 5001;
export const FIRESTORE_HOST = `127.0.0.1:${FIRESTORE_PORT}`;
export const AUTH_HOST = `127.0.0.1:${AUTH_PORT}`;
export const FUNCTIONS_URL = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1`;
export const STRIPE_FAKE_PORT = 12111;
export const SENDGRID_FAKE_PORT = 12112;
export const STRIPE_FAKE_URL = `http://127.0.0.1:${STRIPE_FAKE_PORT}`;
export const SENDGRID_FAKE_URL = `http://127.0.0.1:${SENDGRID_FAKE_PORT}`;

/**
 * Written to `functions/.secret.local` by the stack, where the Functions emulator reads secrets;
 * the tests sign webhooks and call the fakes with the same values.
 */
export const TEST_SECRETS: Readonly<
  Record<
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'SENDGRID_API_KEY' | 'CODE_HMAC_SECRET',
    string
  >
> = secrets;
