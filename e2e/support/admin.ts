import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, URLS } from '../../scripts/stackAddresses.cjs';

process.env.FIRESTORE_EMULATOR_HOST ??= URLS.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= URLS.auth;

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

/** The server's view, to arrange data and to check what the journeys changed. */
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
