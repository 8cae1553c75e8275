import type { CallableRequest } from 'firebase-functions/https';
import { Refusal } from './errors';

/** The signed-in caller's uid, or an `unauthenticated` refusal. */
export function requireUser(request: CallableRequest): string {
  if (!request.auth) throw new Refusal('unauthenticated', 'unauthenticated');
  return request.auth.uid;
}

/** The caller's uid when the ID token carries the `admin` claim; `permission-denied` otherwise. */
export function requireAdmin(request: CallableRequest): string {
  const uid = requireUser(request);
  if (request.auth?.token.admin !== true) {
    throw new Refusal('permission-denied', 'permission-denied');
  }
  return uid;
}
