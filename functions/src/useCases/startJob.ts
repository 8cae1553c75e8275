import { isStalledJob, type JobKind, type JobStartedResponse } from '@curso/common';
import type { Transaction } from 'firebase-admin/firestore';
import { db, taskQueue } from '../adapters/firebase';
import { Refusal } from '../lib/errors';
import { logger } from '../lib/logging';
import { createJob, jobRef, writeJobInputs, type JobInput } from '../repositories/jobs';
import { JOB_TASKS, TASK_TIMEOUT_SECONDS } from '../tasks/queues';

/** What a callable records to start a job. */
export interface JobStart<K extends JobKind, I> {
  jobId: string;
  kind: K;
  actor: string;
  /** The items the task works through, in the request's order; none when the task finds them. */
  rows?: readonly JobInput<I>[];
  /** Checks (rate limits) and records (the draft, the audit entry) made with the job, or not at all. */
  withJob?: (tx: Transaction) => Promise<void> | void;
}

/** Queues the job's task, which may run as long as its function may (not the default 10 min). */
export async function enqueueJob(kind: JobKind, jobId: string): Promise<void> {
  await taskQueue(JOB_TASKS[kind]).enqueue(
    { jobId },
    { dispatchDeadlineSeconds: TASK_TIMEOUT_SECONDS },
  );
}

/**
 * Records a job (its items first, then the job itself in one transaction with `withJob`) and queues
 * its task; answers at once with the job's id. Sending the same job again starts nothing new: a job
 * that stopped before its end (`isStalledJob`) is queued again, one done or under way is left alone.
 */
export async function startJob<K extends JobKind, I>(
  start: JobStart<K, I>,
): Promise<JobStartedResponse> {
  const { jobId, kind, actor } = start;
  const existing = (await jobRef(jobId).get()).data();
  if (existing) {
    if (existing.started_by !== actor || existing.kind !== kind) {
      throw new Refusal('permission-denied', 'permission-denied');
    }
    if (isStalledJob(existing, new Date())) await enqueueJob(kind, jobId);
    return { jobId };
  }
  const rows = start.rows ?? [];
  await writeJobInputs(jobId, rows);
  try {
    await db().runTransaction(async (tx) => {
      if ((await tx.get(jobRef(jobId))).exists) return;
      await start.withJob?.(tx);
      createJob(tx, { id: jobId, kind, total: rows.length, started_by: actor });
    });
  } catch (error) {
    // Refused (a rate limit): the items written for it go too.
    await db()
      .recursiveDelete(jobRef(jobId))
      .catch((cleanup: unknown) =>
        logger.warn('Items of a refused job left behind', { jobId, error: String(cleanup) }),
      );
    throw error;
  }
  await enqueueJob(kind, jobId);
  return { jobId };
}
