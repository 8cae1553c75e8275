import { inBatches } from '../lib/batches';
import {
  advanceJob,
  jobRef,
  jobRowsRef,
  readJobRows,
  recordRow,
  type TaskRow,
} from '../repositories/jobs';

/**
 * Works through the job's pending rows, `concurrency` at a time: each row's result is recorded on
 * its document as soon as it is known, and the job's progress after every batch. `work` turns every failure
 * into a result, so one row never stops the others.
 */
export async function workThroughRows<I, R>(
  jobId: string,
  concurrency: number,
  work: (row: TaskRow<I, R>) => Promise<R>,
  succeeded: (result: R) => boolean,
): Promise<void> {
  await recountJob(jobId);
  const pending = (await readJobRows<TaskRow<I, R>>(jobId)).filter((row) => row.status !== 'done');
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

/**
 * Sets the job's counters from its recorded rows: a run that died between recording rows and
 * counting them leaves the count behind, and its retry would never catch up.
 */
async function recountJob(jobId: string): Promise<void> {
  const rows = jobRowsRef(jobId);
  const [done, succeeded] = await Promise.all([
    rows.where('status', '==', 'done').count().get(),
    rows.where('ok', '==', true).count().get(),
  ]);
  const counts = { done: done.data().count, succeeded: succeeded.data().count };
  await jobRef(jobId).update({ ...counts, failed: counts.done - counts.succeeded });
}

/** Every row's result, in the request's order: what the job's summary counts. */
export async function rowResults<R>(jobId: string): Promise<R[]> {
  const rows = await jobRowsRef<TaskRow<unknown, R>>(jobId).orderBy('index').get();
  return rows.docs.flatMap((doc) => {
    const { result } = doc.data();
    return result === null ? [] : [result];
  });
}
