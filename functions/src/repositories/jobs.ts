import {
  COLLECTIONS,
  type AdminJob,
  type JobKind,
  type JobRow,
  type JobSummaries,
} from '@curso/common';
import {
  FieldPath,
  FieldValue,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { writeAll } from './bulkWrites';
import { modelConverter } from './converter';

const converter = modelConverter<AdminJob>();

/** `jobs/{jobId}`, as stored. */
const jobDoc = (jobId: string) => db().collection(COLLECTIONS.jobs).doc(jobId);

/** `jobs/{jobId}`. */
export const jobRef = <K extends JobKind = JobKind>(jobId: string) =>
  jobDoc(jobId).withConverter(converter as ReturnType<typeof modelConverter<AdminJob<K>>>);

/** `jobs/{jobId}/rows`, typed by the kind's row. */
export const jobRowsRef = <R extends { id: string }>(jobId: string) =>
  jobDoc(jobId).collection(COLLECTIONS.jobRows).withConverter(modelConverter<R>());

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

/** Counts rows done: the page's progress bar follows this. */
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

/** `jobs/{jobId}/inputs`: the job's items as the callable recorded them, server-only. */
const jobInputsRef = (jobId: string) => jobDoc(jobId).collection(COLLECTIONS.jobInputs);

/**
 * Items per inputs document: a few documents for a whole import (5,000 rows in 25), each well
 * under Firestore's 1 MiB even with every field of an imported row at its longest.
 */
const INPUTS_PER_DOC = 200;

/** An item of a job: its row id (the user's id, or the row's position) and what it needs. */
export interface JobInput<I> {
  id: string;
  input: I;
}

/**
 * A row as the task sees it: its item, and what its `jobs/{jobId}/rows/{id}` document recorded so
 * far. That document is written only as the row is worked on, so recording a job costs a few
 * writes, not one per row. `pending` until its result is recorded; a retry does only those.
 */
export interface TaskRow<I, R> extends JobRow<R> {
  status: 'pending' | 'done';
  /** Set with the result: whether it counts as succeeded. */
  ok?: boolean;
  input: I;
}

/** Records a job's items, before its task may start. */
export async function writeJobInputs<I>(
  jobId: string,
  items: readonly JobInput<I>[],
): Promise<void> {
  const chunks = Array.from({ length: Math.ceil(items.length / INPUTS_PER_DOC) }, (_, n) =>
    items.slice(n * INPUTS_PER_DOC, (n + 1) * INPUTS_PER_DOC),
  );
  await writeAll([...chunks.entries()], (writer, [n, chunk]) =>
    writer.set(jobInputsRef(jobId).doc(String(n).padStart(4, '0')), { items: chunk }),
  );
}

/** Sets the job's counters to what its rows recorded. */
export async function setJobCounts(jobId: string, done: number, succeeded: number): Promise<void> {
  await jobRef(jobId).update({ done, succeeded, failed: done - succeeded });
}

/** Every row of the job, in the request's order, with what each has recorded. */
export async function readJobRows<R extends TaskRow<unknown, unknown>>(
  jobId: string,
): Promise<R[]> {
  const [inputs, recorded] = await Promise.all([
    jobInputsRef(jobId).orderBy(FieldPath.documentId()).get(),
    jobRowsRef<R>(jobId).get(),
  ]);
  const byId = new Map(recorded.docs.map((doc) => [doc.id, doc.data()]));
  const items = inputs.docs.flatMap((doc) => doc.get('items') as JobInput<unknown>[]);
  return items.map(
    ({ id, input }, index) =>
      ({ status: 'pending', result: null, ...byId.get(id), id, index, input }) as R,
  );
}

/** Records what a row has done (its first step, its result), creating its document if need be. */
export async function recordRow(
  jobId: string,
  row: { id: string; index: number },
  fields: Record<string, unknown>,
): Promise<void> {
  // Untyped: a partial row, merged into what the row has recorded so far.
  await jobDoc(jobId)
    .collection(COLLECTIONS.jobRows)
    .doc(row.id)
    .set({ index: row.index, ...fields }, { merge: true });
}
