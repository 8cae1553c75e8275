import { signInWithCustomToken, signOut } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import { auth } from '../firebase/auth';
import { forgetLocalData } from '../firebase/firestore';

/** Who is signed in; `isAdmin` comes from the ID token's `admin` custom claim. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; uid: string; email: string | null; isAdmin: boolean };

const ADMIN_CLAIM = { admin: true };

export function useSignedInUser(): SessionState {
  const { status, data } = useSigninCheck({ requiredClaims: ADMIN_CLAIM });
  if (status !== 'success') return { status: 'loading' };
  if (!data.signedIn) return { status: 'signedOut' };
  return {
    status: 'signedIn',
    uid: data.user.uid,
    email: data.user.email,
    isAdmin: data.hasRequiredClaims,
  };
}

/** Turns the custom token returned by `verifyCode` into a browser session. */
export async function signInWithToken(token: string): Promise<void> {
  await signInWithCustomToken(auth, token);
}

/**
 * Ends the session and deletes what Firestore kept of the person's data in this browser (a shared
 * computer keeps nothing of them). The Firestore client is closed by it: the caller loads a new
 * page, which also starts the next person's listeners afresh (reactfire keeps each listener, and
 * its refusal, for 30 s after its last reader, with no public way to evict it).
 */
export async function signOutUser(): Promise<void> {
  await signOut(auth);
  await forgetLocalData();
}
