import type { BulkUsersResponse, UserResult } from '@curso/common';
import type { TaskRow } from '../repositories/jobs';
import { rowResults, workThroughRows } from './jobRows';

/** Users handled at once: enough to finish hundreds in seconds, few enough for the mail provider. */
const CONCURRENCY = 10;

/** A selected user's row, under the user's id; `step` records a first step done before its result. */
export type SelectedUser = TaskRow<null, UserResult> & { step?: 'approved' };

/** A selection's rows, one per user (duplicates dropped), keyed by the user's id. */
export const selectedUsers = (userIds: readonly string[]) =>
  [...new Set(userIds)].map((id) => ({ id, input: null }));

/**
 * Applies a per-user action to each user of the job still pending, and sums up every user's
 * result: approvals, rejections and approval emails.
 */
export async function forEachSelectedUser(
  jobId: string,
  action: (row: SelectedUser) => Promise<UserResult>,
): Promise<Omit<BulkUsersResponse, 'results'>> {
  await workThroughRows<null, UserResult>(jobId, CONCURRENCY, action, (r) => r.ok);
  const results = await rowResults<UserResult>(jobId);
  const succeeded = results.filter((r) => r.ok).length;
  return {
    succeeded,
    failed: results.length - succeeded,
    emailsFailed: results.filter((r) => r.emailFailed).length,
  };
}
