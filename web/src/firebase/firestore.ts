import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { env } from './env';

/** The listening client: only the pages that read data load it. */
export const firestore = getFirestore(firebaseApp);
if (env.useEmulators) {
  connectFirestoreEmulator(firestore, env.emulators.firestoreHost, env.emulators.firestorePort);
}
