import { createHash } from 'node:crypto';
import { addressDecision, COLLECTIONS, type AddressHistory } from '@curso/common';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';

/** `rate_limits/{hash}`: requests of one client address; the address itself is not stored. */
const limitRef = (scope: string, address: string) =>
  db()
    .collection(COLLECTIONS.rateLimits)
    .doc(`${scope}_${createHash('sha256').update(address).digest('hex').slice(0, 40)}`);

/**
 * Counts one request of `scope` from `address`, or refuses it ("Demasiados intentos", with the
 * seconds until the window ends) once `limit` were made in the hour.
 */
export async function admitFromAddress(
  scope: string,
  address: string,
  limit: number,
): Promise<void> {
  const ref = limitRef(scope, address);
  const decision = await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() as
      { count: number; window_started_at: FirebaseFirestore.Timestamp } | undefined;
    const history: AddressHistory | null = stored
      ? { count: stored.count, windowStartedAt: stored.window_started_at.toDate() }
      : null;
    const verdict = addressDecision(history, new Date(), limit);
    if (verdict.allowed) {
      tx.set(ref, { count: verdict.count, window_started_at: verdict.windowStartedAt });
    }
    return verdict;
  });
  if (!decision.allowed) {
    throw new Refusal('too-many-attempts', 'resource-exhausted', {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}
