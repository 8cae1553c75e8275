/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_APPCHECK_SITE_KEY?: string;
  readonly VITE_APPCHECK_DEBUG_TOKEN?: string;
  /** Always set: vite.config.ts fills the emulators' addresses in from scripts/stackAddresses.cjs. */
  readonly VITE_AUTH_EMULATOR_URL: string;
  readonly VITE_FUNCTIONS_EMULATOR_HOST: string;
  readonly VITE_FUNCTIONS_EMULATOR_PORT: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST: string;
  readonly VITE_FIRESTORE_EMULATOR_PORT: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
