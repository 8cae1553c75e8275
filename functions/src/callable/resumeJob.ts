import { isJobFree } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { jobRef } from '../repositories/jobs';
import { enqueueJob } from '../useCases/startJob';

/**
 * "Reanudar": queues again a job that stopped before its end (its queue lost it, or its retries
 * ran out). Its task resumes from the recorded rows; a job under way is refused, one done is left.
 */
export const resumeJob = callable('resumeJob', { access: 'admin' }, async ({ jobId }) => {
  const job = (await jobRef(jobId).get()).data();
  if (!job) throw new Refusal('job-not-found', 'not-found');
  if (job.status === 'done') return { jobId };
  if (!isJobFree(job, new Date())) throw new Refusal('job-running', 'aborted');
  await enqueueJob(job.kind, jobId);
  return { jobId };
});
