import { inBatches } from '../lib/batches';
import {
  advanceJob,
  jobRowsRef,
  readJobRows,
  recordRow,
  setJobCounts,
  type TaskRow,
} from '../repositories/jobs';

/**
 * Works through the job's pending rows, `concurrency` at a time: each row's result is recorded on
 * its document as soon as it is known, and the job's progress after every batch. `work` turns every
 * failure into a result, so one row never stops the others.
 */
export async function workThroughRows<I, R>(
  jobId: string,
  concurrency: number,
  work: (row: TaskRow<I, R>) => Promise<R>,
  succeeded: (result: R) => boolean,
): Promise<void> {
  const rows = await readJobRows<TaskRow<I, R>>(jobId);
  const done = rows.filter((row) => row.status === 'done');
  // A run that died between recording rows and counting them left the count behind.
  await setJobCounts(jobId, done.length, done.filter((row) => row.ok).length);
  const pending = rows.filter((row) => row.status !== 'done');
  await inBatches(
    pending,
    concurrency,
    async (row) => {
      const result = await work(row);
      await recordRow(jobId, row, { status: 'done', ok: succeeded(result), result });
      return result;
    },
    (batch) => {
      const ok = batch.filter(succeeded).length;
      return advanceJob(jobId, ok, batch.length - ok);
    },
  );
}

/** Every row's result, in the request's order: what the job's summary counts. */
export async function rowResults<R>(jobId: string): Promise<R[]> {
  const rows = await jobRowsRef<TaskRow<unknown, R>>(jobId).orderBy('index').get();
  return rows.docs.flatMap((doc) => {
    const { result } = doc.data();
    return result === null ? [] : [result];
  });
}
