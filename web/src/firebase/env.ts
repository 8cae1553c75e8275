/**
 * The only reader of `import.meta.env` (Jest maps this module to a fixed stub).
 *
 * Production builds take the Firebase web config from `VITE_FIREBASE_*`. Emulators are used when
 * `VITE_USE_EMULATORS` is 'true'; when unset, they are used in development and for any `demo-`
 * project, which Firebase can only serve from emulators anyway.
 */
export interface WebEnv {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
  };
  /** reCAPTCHA Enterprise site key of App Check; unset, App Check is off (the offline stack). */
  appCheck: { siteKey?: string; debugToken?: string };
  useEmulators: boolean;
  emulators: {
    authUrl: string;
    functionsHost: string;
    functionsPort: number;
    firestoreHost: string;
    firestorePort: number;
  };
}

const vars = import.meta.env;
const projectId = vars.VITE_FIREBASE_PROJECT_ID || 'demo-curso-eii';

function emulatorsByDefault(): boolean {
  return vars.DEV || projectId.startsWith('demo-');
}

export const env: WebEnv = {
  firebase: {
    // A demo project accepts any API key.
    apiKey: vars.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    appId: vars.VITE_FIREBASE_APP_ID || 'demo-app-id',
  },
  appCheck: {
    siteKey: vars.VITE_APPCHECK_SITE_KEY || undefined,
    debugToken: vars.VITE_APPCHECK_DEBUG_TOKEN || undefined,
  },
  useEmulators: vars.VITE_USE_EMULATORS ? vars.VITE_USE_EMULATORS === 'true' : emulatorsByDefault(),
  // Set by vite.config.ts from the local stack's one list of addresses (scripts/stackAddresses.cjs).
  emulators: {
    authUrl: vars.VITE_AUTH_EMULATOR_URL,
    functionsHost: vars.VITE_FUNCTIONS_EMULATOR_HOST,
    functionsPort: Number(vars.VITE_FUNCTIONS_EMULATOR_PORT),
    firestoreHost: vars.VITE_FIRESTORE_EMULATOR_HOST,
    firestorePort: Number(vars.VITE_FIRESTORE_EMULATOR_PORT),
  },
};
