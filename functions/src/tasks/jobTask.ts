import { onTaskDispatched, type Request } from 'firebase-functions/tasks';
import {
  isJobFree,
  JOB_LEASE_MS,
  type AdminJob,
  type JobKind,
  type JobSummaries,
} from '@curso/common';
import type { CallableOptions } from 'firebase-functions/https';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { finishJob, jobRef, releaseJob, renewJobLease } from '../repositories/jobs';
import { logger } from '../lib/logging';
import { TASK_TIMEOUT_SECONDS } from './queues';

/** Attempts of one task: a run that dies or throws is retried, resuming from its recorded rows. */
const MAX_ATTEMPTS = 3;

/** Thrown while another run holds the job: Cloud Tasks tries again after its backoff. */
class JobBusy extends Error {}

/** Takes the job for this run, or answers null when there is nothing left to do. */
async function takeJob<K extends JobKind>(jobId: string, kind: K): Promise<AdminJob<K> | null> {
  const ref = jobRef<K>(jobId);
  return db().runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (!job || job.kind !== kind) {
      logger.error('Task for a job it cannot run', { jobId, kind, found: job?.kind ?? null });
      return null;
    }
    if (job.status === 'done') return null;
    const now = new Date();
    if (!isJobFree(job, now)) throw new JobBusy(`Job ${jobId} is held by another run`);
    const lease_until = new Date(now.getTime() + JOB_LEASE_MS);
    tx.update(ref, { status: 'running', lease_until, updated_at: FieldValue.serverTimestamp() });
    return { ...job, status: 'running', lease_until };
  });
}

/** What a job's work is told about its run. */
export interface JobRun {
  /** Retries before this one: the last attempt reports what it could not do instead of retrying. */
  retryCount: number;
  isLastAttempt: boolean;
}

/**
 * A task function that works through one kind of job: it takes the job (one run at a time, held by
 * a lease it renews while it works), does the work, and closes the job with the work's summary.
 * The work records each row as it goes, so a retry after a crash, a timeout or a thrown error does
 * only what is left.
 */
export function jobTask<K extends JobKind>(
  kind: K,
  options: { secrets?: CallableOptions['secrets']; maxConcurrentDispatches?: number },
  work: (job: AdminJob<K>, run: JobRun) => Promise<JobSummaries[K]>,
) {
  return onTaskDispatched<{ jobId?: unknown }>(
    {
      // A provider's short outage passes within the backoff; a longer one is the outcome's to report.
      retryConfig: { maxAttempts: MAX_ATTEMPTS, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
      rateLimits: { maxConcurrentDispatches: options.maxConcurrentDispatches ?? 4 },
      timeoutSeconds: TASK_TIMEOUT_SECONDS,
      secrets: options.secrets ?? [],
    },
    async (request: Request<{ jobId?: unknown }>) => {
      const jobId = request.data.jobId;
      if (typeof jobId !== 'string' || !jobId) {
        logger.error('Task without a job', { kind, data: request.data });
        return;
      }
      const job = await takeJob(jobId, kind);
      if (!job) return;
      const heartbeat = setInterval(() => {
        renewJobLease(jobId, new Date(Date.now() + JOB_LEASE_MS)).catch((error: unknown) =>
          logger.warn('Job lease not renewed', { jobId, error: String(error) }),
        );
      }, JOB_LEASE_MS / 3);
      try {
        const run = {
          retryCount: request.retryCount,
          isLastAttempt: request.retryCount >= MAX_ATTEMPTS - 1,
        };
        await finishJob(jobId, await work(job, run));
      } catch (error) {
        logger.error('Job run failed; its task will be retried', { jobId, error: String(error) });
        await releaseJob(jobId).catch(() => undefined);
        throw error;
      } finally {
        clearInterval(heartbeat);
      }
    },
  );
}
