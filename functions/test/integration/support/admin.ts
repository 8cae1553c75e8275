import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './stack';

/** The real firebase-admin against the emulators (see env.ts), to read and arrange state. */
const app = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());
