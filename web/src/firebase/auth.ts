import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { firebaseApp } from './app';
import { env } from './env';

/** Connected to the emulator once, before any request, surviving re-renders and StrictMode. */
export const auth = getAuth(firebaseApp);
if (env.useEmulators) connectAuthEmulator(auth, env.emulators.authUrl, { disableWarnings: true });
