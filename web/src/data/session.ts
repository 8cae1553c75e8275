import { signInWithCustomToken, signOut } from 'firebase/auth';
import { useSigninCheck, type ReactFireGlobals } from 'reactfire';
import { auth } from '../firebase/auth';

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
 * reactfire keeps each listener warm for 30 s after its last reader and remembers its error; the
 * permission-denied a signed-out profile listener receives would otherwise be replayed to the next
 * sign-in on this tab, which then shows nothing until a reload. reactfire 4 has no public way to
 * evict its cache (its issues #485 and #790 are open on exactly this), so the cache it keeps on
 * `globalThis` under the name its own `ReactFireGlobals` type declares is cleared of Firestore
 * entries here. The journey "signs out and back in on the same tab" in e2e/test/dashboard.e2e.ts
 * fails without it.
 */
function forgetFirestoreSubscriptions(): void {
  const cache = (globalThis as unknown as Partial<ReactFireGlobals>)._reactFirePreloadedObservables;
  if (!cache) return;
  for (const id of [...cache.keys()]) {
    if (id.startsWith('firestore:')) cache.delete(id);
  }
}

export async function signOutUser(): Promise<void> {
  forgetFirestoreSubscriptions();
  await signOut(auth);
}
