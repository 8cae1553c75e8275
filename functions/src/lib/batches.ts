/**
 * Runs `work` over the items `size` at a time, in order, and reports after each batch: bulk
 * actions stay within the provider's and Firestore's pace and show progress as they go. An item
 * whose work throws does not stop the others; it is the caller's `work` that turns failures into
 * results.
 */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
  afterBatch: (results: R[]) => Promise<void>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    const batch = await Promise.all(items.slice(start, start + size).map(work));
    results.push(...batch);
    await afterBatch(batch);
  }
  return results;
}
