// Runs inside the site's page: a second copy of the Firebase web SDK with the site's own config,
// signed in as whoever the page is (the Auth session is shared through the origin's IndexedDB), so
// the journeys can try reads and writes exactly as a curious user could from the browser console.
import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setDoc,
} from 'firebase/firestore';
import { env } from '../../web/src/firebase/env';

const app = getApps()[0] ?? initializeApp(env.firebase);
const auth = getAuth(app);
connectAuthEmulator(auth, env.emulators.authUrl, { disableWarnings: true });
const db = getFirestore(app);
connectFirestoreEmulator(db, env.emulators.firestoreHost, env.emulators.firestorePort);

async function outcome(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
    return 'allowed';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const probe = {
  async uid(): Promise<string | null> {
    await auth.authStateReady();
    return auth.currentUser?.uid ?? null;
  },
  get: (path: string) => outcome(() => getDoc(doc(db, path))),
  list: (path: string) => outcome(() => getDocs(collection(db, path))),
  write: (path: string, data: Record<string, unknown>) =>
    outcome(() => setDoc(doc(db, path), data, { merge: true })),
};

(window as unknown as { rulesProbe: typeof probe }).rulesProbe = probe;
