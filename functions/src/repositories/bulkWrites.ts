import type { BulkWriter } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';

/**
 * Many writes through Firestore's BulkWriter, which paces them and retries the ones that fail for
 * a passing reason; a write that still fails after its retries is thrown here.
 */
export async function writeAll<T>(
  items: readonly T[],
  write: (writer: BulkWriter, item: T) => Promise<unknown>,
): Promise<void> {
  // Unthrottled: job rows and recipients have ids without a hot spot, and a bulk action's pace is
  // the provider's, not Firestore's.
  const writer = db().bulkWriter({ throttling: false });
  const writes = items.map((item) => write(writer, item));
  await writer.close();
  await Promise.all(writes);
}
