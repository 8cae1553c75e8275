import pLimit from 'p-limit';

/**
 * Runs `work` over the items with `size` of them under way at any time (p-limit's pool), and
 * reports every `size` results: bulk actions stay within the provider's and Firestore's pace, show
 * progress as they go, and one slow item does not hold back the others. Results come back in the
 * items' order. An item whose work throws does not stop the others; it is the caller's `work` that
 * turns failures into results.
 */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
  afterBatch: (results: R[]) => Promise<void>,
): Promise<R[]> {
  const limit = pLimit(size);
  let unreported: R[] = [];
  let reporting = Promise.resolve();
  const report = () => {
    const chunk = unreported;
    unreported = [];
    // Reports go out one after another, in the order the results came.
    reporting = reporting.then(() => afterBatch(chunk));
    return reporting;
  };
  const results = await Promise.all(
    items.map((item) =>
      limit(async () => {
        const result = await work(item);
        unreported.push(result);
        if (unreported.length >= size) await report();
        return result;
      }),
    ),
  );
  if (unreported.length) await report();
  await reporting;
  return results;
}
