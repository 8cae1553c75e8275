import type { WebEnv } from '../src/firebase/env';

/** Stands in for `src/firebase/env.ts`, which reads Vite's `import.meta.env`. */
export const env: WebEnv = {
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-curso-eii.firebaseapp.com',
    projectId: 'demo-curso-eii',
    appId: 'demo-app-id',
  },
  functionsRegion: 'us-central1',
  useEmulators: false,
  emulators: {
    authUrl: 'http://127.0.0.1:9099',
    functionsHost: '127.0.0.1',
    functionsPort: 5001,
    firestoreHost: '127.0.0.1',
    firestorePort: 8080,
  },
};
