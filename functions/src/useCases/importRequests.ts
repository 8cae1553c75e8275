import { COLLECTIONS } from '@curso/common';
import type { Transaction } from 'firebase-admin/firestore';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';

/** The bulk creation rate limit: one import per administrator per minute. */
const RATE_LIMIT_MS = 60_000;

const rateRef = (adminUid: string) =>
  db().collection(COLLECTIONS.rateLimits).doc(`bulk_create_${adminUid}`);

/**
 * Counts a new import against its administrator's rate limit, in the transaction that records its
 * job. Sending the same job again is not a new import, so it is never counted twice.
 */
export async function admitImport(tx: Transaction, adminUid: string): Promise<void> {
  const last = (await tx.get(rateRef(adminUid))).get('last_at')?.toDate() as Date | undefined;
  const now = Date.now();
  if (last && now - last.getTime() < RATE_LIMIT_MS) {
    const retryAfterSeconds = Math.ceil((RATE_LIMIT_MS - (now - last.getTime())) / 1000);
    throw new Refusal('rate-limited', 'resource-exhausted', { retryAfterSeconds });
  }
  tx.set(rateRef(adminUid), { last_at: new Date(now) });
}
