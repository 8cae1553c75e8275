import {
  COLLECTIONS,
  type AdminJob,
  type JobKind,
  type JobRow,
  type JobSummaries,
} from '@curso/common';
import { FieldValue, type Transaction, type WithFieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { writeAll } from './bulkWrites';
import { modelConverter } from './converter';

const converter = modelConverter<AdminJob>();

/** `jobs/{jobId}`. */
export const jobRef = <K extends JobKind = JobKind>(jobId: string) =>
  db()
    .collection(COLLECTIONS.jobs)
    .doc(jobId)
    .withConverter(converter as ReturnType<typeof modelConverter<AdminJob<K>>>);

/** `jobs/{jobId}/rows`, typed by the kind's row. */
export const jobRowsRef = <R extends { id: string }>(jobId: string) =>
  db()
    .collection(COLLECTIONS.jobs)
    .doc(jobId)
    .collection(COLLECTIONS.jobRows)
    .withConverter(modelConverter<R>());

/** Records a new job, `queued`, in the transaction that checked it did not exist. */
export function createJob(
  tx: Transaction,
  job: Pick<AdminJob, 'id' | 'kind' | 'total' | 'started_by'>,
): void {
  const now = new Date();
  tx.create(jobRef(job.id), {
    ...job,
    status: 'queued',
    done: 0,
    succeeded: 0,
    failed: 0,
    created_at: now,
    updated_at: now,
    lease_until: new Date(0),
    summary: null,
  } as WithFieldValue<AdminJob>);
}

/** Counts rows done and renews the running task's lease: the page's progress bar follows this. */
export async function advanceJob(jobId: string, succeeded: number, failed: number): Promise<void> {
  await jobRef(jobId).update({
    done: FieldValue.increment(succeeded + failed),
    succeeded: FieldValue.increment(succeeded),
    failed: FieldValue.increment(failed),
    updated_at: FieldValue.serverTimestamp(),
  });
}

/** Holds the job for the running task a while longer. */
export async function renewJobLease(jobId: string, until: Date): Promise<void> {
  await jobRef(jobId).update({ lease_until: until });
}

/** Lets go of a job its task could not finish, so the retry need not wait for the lease. */
export async function releaseJob(jobId: string): Promise<void> {
  await jobRef(jobId).update({
    lease_until: new Date(0),
    updated_at: FieldValue.serverTimestamp(),
  });
}

/** Closes the job with its summary; the page reads the outcome from it and its rows. */
export async function finishJob<K extends JobKind>(
  jobId: string,
  summary: JobSummaries[K],
): Promise<void> {
  await jobRef<K>(jobId).update({
    status: 'done',
    summary: summary as never,
    lease_until: new Date(0),
    updated_at: FieldValue.serverTimestamp(),
  });
}

/**
 * A row as the task keeps it: the public part (`JobRow`) and what the task needs to do it. `pending`
 * until its result is recorded; a retry does only the pending rows.
 */
export interface TaskRow<I, R> extends JobRow<R> {
  status: 'pending' | 'done';
  /** Set with the result: whether it counts as succeeded. */
  ok?: boolean;
  input: I;
}

/** Writes a job's rows, all pending, before its task may start. */
export async function writeJobRows<I>(
  jobId: string,
  rows: readonly { id: string; input: I }[],
): Promise<void> {
  const ref = jobRowsRef<TaskRow<I, unknown>>(jobId);
  await writeAll([...rows.entries()], (writer, [index, row]) =>
    writer.set(ref.doc(row.id), { ...row, index, status: 'pending', result: null }),
  );
}
