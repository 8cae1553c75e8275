import type { UserRecord } from 'firebase-admin/auth';
import { auth } from './firebase';

async function orNullIfMissing(lookup: Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The Auth user with this email, or `null` when there is none. */
export function findUserByEmail(email: string): Promise<UserRecord | null> {
  return orNullIfMissing(auth().getUserByEmail(email));
}

/** The Auth user with this uid, or `null` when there is none. */
export function findUserByUid(uid: string): Promise<UserRecord | null> {
  return orNullIfMissing(auth().getUser(uid));
}

/** Administrators carry the custom claim `admin: true`. */
export function isAdminUser(user: UserRecord): boolean {
  return user.customClaims?.admin === true;
}

/** A custom token for `signInWithCustomToken`; the admin claim rides along for the first token. */
export function customTokenFor(user: UserRecord): Promise<string> {
  return auth().createCustomToken(user.uid, isAdminUser(user) ? { admin: true } : undefined);
}
