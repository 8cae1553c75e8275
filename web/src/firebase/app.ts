import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { env } from './env';

/**
 * Initialised once at module level, outside React (as reactfire's docs show), so emulator
 * connections happen exactly once before any request and survive re-renders and StrictMode.
 */
export const firebaseApp = initializeApp(env.firebase);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp, env.functionsRegion);

if (env.useEmulators) {
  const { authUrl, functionsHost, functionsPort, firestoreHost, firestorePort } = env.emulators;
  connectAuthEmulator(auth, authUrl, { disableWarnings: true });
  connectFirestoreEmulator(firestore, firestoreHost, firestorePort);
  connectFunctionsEmulator(functions, functionsHost, functionsPort);
}
