import type { WebEnv } from '../src/firebase/env';

/** Stands in for `src/firebase/env.ts`, which reads Vite's `import.meta.env`. */
export const env: WebEnv = {
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-curso-eii.firebaseapp.com',
    projectId: 'demo-curso-eii',
    appId: 'demo-app-id',
  },
  appCheck: {},
  // Page tests replace the data layer; nothing connects anywhere.
  useEmulators: false,
  emulators: {
    authUrl: 'http://emulators.invalid',
    functionsHost: 'emulators.invalid',
    functionsPort: 0,
    firestoreHost: 'emulators.invalid',
    firestorePort: 0,
  },
};
