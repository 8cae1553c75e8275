import type { UserRecord } from 'firebase-admin/auth';
import { Refusal } from '../lib/errors';
import { auth } from '../adapters/firebase';
import { profileRef } from '../repositories/profiles';

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
 * The account a code is asked or used for, refused when it does not fit: a login needs a registered
 * account, a registration an email without one. Registered means an administrator or a user with a
 * profile; a user with neither is what a registration leaves when its function instance stops
 * between creating the user and writing the profile, and it is answered for registration to
 * complete rather than the email being refused for ever.
 */
export async function accountForCode(email: string, isLogin: boolean): Promise<UserRecord | null> {
  const user = await findUserByEmail(email);
  const registered = !!user && (isAdminUser(user) || (await profileRef(user.uid).get()).exists);
  if (isLogin && !registered) throw new Refusal('account-not-found');
  if (!isLogin && registered) throw new Refusal('account-exists');
  return user;
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
