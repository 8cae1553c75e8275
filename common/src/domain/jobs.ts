import type { AdminJob, JobKind, JobOutcome, JobRow, JobRowResults } from '../models/AdminJob';

/** How long a job's task holds it without renewing: a task that died lets go within this. */
export const JOB_LEASE_MS = 15_000;

/** A job not yet taken within this is held up: its queue lost it, or its retries ran out. */
const QUEUED_GRACE_MS = 60_000;

/**
 * A job that stopped before its end: nobody holds it and nothing moved for a while. The page then
 * offers to resume it, and `resumeJob` queues it again.
 */
export function isStalledJob(
  job: Pick<AdminJob, 'status' | 'lease_until' | 'updated_at'>,
  now: Date,
): boolean {
  if (job.status === 'done' || job.lease_until > now) return false;
  return now.getTime() - job.updated_at.getTime() > QUEUED_GRACE_MS;
}

/** May a task take the job now: not finished, and nobody else's lease is running. */
export const isJobFree = (job: Pick<AdminJob, 'status' | 'lease_until'>, now: Date): boolean =>
  job.status !== 'done' && job.lease_until <= now;

/** A finished job's answer: its summary, and its rows' results in the request's order. */
export function jobOutcome<K extends JobKind>(
  job: AdminJob<K>,
  rows: readonly JobRow<JobRowResults[K]>[],
): JobOutcome<K> | null {
  if (job.status !== 'done' || !job.summary) return null;
  const results = [...rows]
    .sort((a, b) => a.index - b.index)
    .flatMap((row) => (row.result ? [row.result] : []));
  return { ...job.summary, results };
}
