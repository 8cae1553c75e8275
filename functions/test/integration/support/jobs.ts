import { jobOutcome, reviveDates, type AdminJob, type JobRow } from '@curso/common';
import { adminDb } from './admin';
import { call, type CallableAnswer } from './client';

/** A fresh job id, as the page makes one for each action it starts (`label` is letters only). */
export const uniqueJobId = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/** The job's document, as the page reads it. */
export async function jobOf(jobId: string): Promise<AdminJob | null> {
  const snapshot = await adminDb().doc(`jobs/${jobId}`).get();
  if (!snapshot.exists) return null;
  return { ...(reviveDates(snapshot.data()) as Omit<AdminJob, 'id'>), id: jobId };
}

/** Waits for the job's task to finish it, two minutes at most. */
export async function jobDone(jobId: string): Promise<AdminJob> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = await jobOf(jobId);
    if (job?.status === 'done') return job;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} not done: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A finished job's outcome, as the page assembles it from the job and its rows. */
export async function outcomeOf<T>(jobId: string): Promise<T> {
  const job = await jobDone(jobId);
  const rows = await adminDb().collection(`jobs/${jobId}/rows`).get();
  return jobOutcome(
    job,
    rows.docs.map((doc) => ({ ...doc.data(), id: doc.id }) as JobRow<never>),
  ) as T;
}

/**
 * Starts a long action as the page does, and answers its outcome once its task has finished it,
 * or the callable's refusal.
 */
export async function callJob<T>(
  name: string,
  data: { jobId: string } & Record<string, unknown>,
  options: Parameters<typeof call>[2] = {},
): Promise<CallableAnswer<T>> {
  const started = await call<{ jobId: string }>(name, data, options);
  if (started.error) return started;
  expect(started.result).toEqual({ jobId: data.jobId });
  return { result: await outcomeOf<T>(data.jobId) };
}
