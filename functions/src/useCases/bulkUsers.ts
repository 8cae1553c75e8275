import type { AdminJob, BulkUsersResponse, UserResult } from '@curso/common';
import { inBatches } from '../lib/batches';
import { startJob } from '../repositories/jobs';

/** Users handled at once: enough to finish hundreds in seconds, few enough for the mail provider. */
const CONCURRENCY = 10;

/**
 * Runs a per-user action over a selection (duplicates dropped) in batches, reporting progress on
 * the page's job document, and sums up the per-user results.
 */
export async function forEachUser(
  userIds: readonly string[],
  options: { jobId?: string; kind: AdminJob['kind']; actor: string },
  action: (userId: string) => Promise<UserResult>,
): Promise<BulkUsersResponse> {
  const unique = [...new Set(userIds)];
  const job = await startJob(options.jobId, options.kind, unique.length, options.actor);
  const results = await inBatches(unique, CONCURRENCY, action, (batch) =>
    job.advance(batch.filter((r) => r.ok).length, batch.filter((r) => !r.ok).length),
  );
  await job.finish();
  const succeeded = results.filter((r) => r.ok).length;
  return {
    succeeded,
    failed: results.length - succeeded,
    emailsFailed: results.filter((r) => r.emailFailed).length,
    results,
  };
}
