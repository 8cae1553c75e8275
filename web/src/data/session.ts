import { useSyncExternalStore } from 'react';
import { signInWithCustomToken, signOut } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import { auth } from '../firebase/auth';

/** Who is signed in; `isAdmin` comes from the ID token's `admin` custom claim. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; uid: string; email: string | null; isAdmin: boolean };

const ADMIN_CLAIM = { admin: true };

/**
 * Set while a sign-out is under way: the pages wait for the fresh load of `/login` that follows it
 * instead of showing a form that load would wipe.
 */
let ending = false;
const endingReaders = new Set<() => void>();
function setEnding(value: boolean): void {
  ending = value;
  endingReaders.forEach((reader) => reader());
}
function subscribeEnding(reader: () => void): () => void {
  endingReaders.add(reader);
  return () => endingReaders.delete(reader);
}

export function useSignedInUser(): SessionState {
  const isEnding = useSyncExternalStore(subscribeEnding, () => ending);
  const { status, data } = useSigninCheck({ requiredClaims: ADMIN_CLAIM });
  if (isEnding || status !== 'success') return { status: 'loading' };
  if (!data.signedIn) return { status: 'signedOut' };
  return {
    status: 'signedIn',
    uid: data.user.uid,
    email: data.user.email,
    isAdmin: data.hasRequiredClaims,
  };
}

/** Whether the person signed in on this page load, once Auth has restored them, is an administrator. */
export async function isSignedInAdmin(): Promise<boolean> {
  await auth.authStateReady();
  const token = await auth.currentUser?.getIdTokenResult();
  return token?.claims.admin === ADMIN_CLAIM.admin;
}

/** Turns the custom token returned by `verifyCode` into a browser session. */
export async function signInWithToken(token: string): Promise<void> {
  await signInWithCustomToken(auth, token);
}

/**
 * Ends the session at once, then deletes what Firestore kept of the person's data in this browser
 * (a shared computer keeps nothing of them). That closes the Firestore client: the caller then
 * loads a new page, which also starts the next person's listeners afresh (reactfire keeps each
 * listener, and its refusal, for 30 s after its last reader, with no public way to evict it).
 */
export async function signOutUser(): Promise<void> {
  setEnding(true);
  try {
    await signOut(auth);
    const { forgetLocalData } = await import('../firebase/firestore');
    await forgetLocalData();
  } catch (error) {
    setEnding(false);
    throw error;
  }
}
