import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { env } from './env';

/**
 * The listening client: only the pages that read data load it. What it reads is kept in
 * IndexedDB, shared by the site's open tabs, so a signed-in page shows what it last showed at
 * once, and the live listeners bring it up to date.
 */
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
if (env.useEmulators) {
  connectFirestoreEmulator(firestore, env.emulators.firestoreHost, env.emulators.firestorePort);
}

/**
 * Closes the client for good and deletes what it kept in this browser. Another open tab of the
 * site holds the store until it closes or reloads, so this gives up waiting after `waitMs` (the
 * deletion then completes when that tab lets go). The page must load afresh to read again.
 */
export async function forgetLocalData(waitMs = 3000): Promise<void> {
  await terminate(firestore);
  await Promise.race([
    clearIndexedDbPersistence(firestore),
    new Promise((resolve) => setTimeout(resolve, waitMs)),
  ]);
}
