import { COLLECTIONS } from '@curso/common';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';

/** The bulk creation rate limit: one request per administrator per minute. */
const RATE_LIMIT_MS = 60_000;

/** One row's outcome, kept so a retried request skips what is done. */
export interface ImportRowState {
  user_id: string;
  email_sent: boolean;
  sponsor_email_sent: boolean;
}

const requestRef = (requestId: string) =>
  db().collection(COLLECTIONS.importRequests).doc(requestId);
const rateRef = (adminUid: string) =>
  db().collection(COLLECTIONS.rateLimits).doc(`bulk_create_${adminUid}`);

/**
 * Admits an import request: the first call of a request id counts against the administrator's
 * rate limit; a retry of the same request (after a timeout or a failure) is always admitted, so it
 * can finish what the first call started.
 */
export async function admitImport(
  requestId: string,
  adminUid: string,
  rows: number,
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const request = await tx.get(requestRef(requestId));
    if (request.exists) {
      if (request.get('started_by') !== adminUid)
        throw new Refusal('permission-denied', 'permission-denied');
      return;
    }
    const last = (await tx.get(rateRef(adminUid))).get('last_at')?.toDate() as Date | undefined;
    const now = Date.now();
    if (last && now - last.getTime() < RATE_LIMIT_MS) {
      const retryAfterSeconds = Math.ceil((RATE_LIMIT_MS - (now - last.getTime())) / 1000);
      throw new Refusal('rate-limited', 'resource-exhausted', { retryAfterSeconds });
    }
    tx.set(rateRef(adminUid), { last_at: new Date(now) });
    tx.create(requestRef(requestId), { started_by: adminUid, rows, created_at: new Date(now) });
  });
}

/** Rows of this request already done, by email. */
export async function doneRows(requestId: string): Promise<Map<string, ImportRowState>> {
  const snapshot = await requestRef(requestId).collection(COLLECTIONS.importRows).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as ImportRowState]));
}

export async function recordRow(
  requestId: string,
  email: string,
  state: ImportRowState,
): Promise<void> {
  await requestRef(requestId).collection(COLLECTIONS.importRows).doc(email).set(state);
}
