/**
 * Runs `work` over the items with `size` of them under way at any time, and reports every `size`
 * results: bulk actions stay within the provider's and Firestore's pace, show progress as they go,
 * and one slow item does not hold back the others. Results come back in the items' order. An item
 * whose work throws does not stop the others; it is the caller's `work` that turns failures into
 * results.
 */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
  afterBatch: (results: R[]) => Promise<void>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let unreported: R[] = [];
  let reporting = Promise.resolve();
  const report = () => {
    const chunk = unreported;
    unreported = [];
    // Reports go out one after another, in the order the results came.
    reporting = reporting.then(() => afterBatch(chunk));
    return reporting;
  };
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]);
      unreported.push(results[index]);
      if (unreported.length >= size) await report();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  if (unreported.length) await report();
  await reporting;
  return results;
}
