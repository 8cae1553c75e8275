import { initializeApp } from 'firebase/app';
import { env } from './env';

/**
 * The one Firebase app, initialised at module level outside React (as reactfire's docs show). Each
 * service has its own module (auth, firestore, functions) so a page loads only the ones it uses.
 */
export const firebaseApp = initializeApp(env.firebase);
