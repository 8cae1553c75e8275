import type { UserRecord } from 'firebase-admin/auth';
import { auth } from './firebase';
import { profileRef } from './repositories/profiles';

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

/**
 * The Auth user with this email, and whether it is a registered account: an administrator or a
 * user with a profile. A user with neither is what a registration leaves when its function
 * instance stops between creating the user and writing the profile; registering again completes
 * it, rather than the email being refused for ever.
 */
export async function findAccount(
  email: string,
): Promise<{ user: UserRecord; registered: boolean } | null> {
  const user = await findUserByEmail(email);
  if (!user) return null;
  if (isAdminUser(user)) return { user, registered: true };
  return { user, registered: (await profileRef(user.uid).get()).exists };
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
