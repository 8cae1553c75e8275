import { COLLECTIONS, type AdminJob } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { modelConverter } from './converter';

const converter = modelConverter<AdminJob>();

const jobRef = (jobId: string) =>
  db().collection(COLLECTIONS.jobs).doc(jobId).withConverter(converter);

/** Progress a bulk action reports as it goes; a no-op when the page asked for no job. */
export interface JobProgress {
  advance(succeeded: number, failed: number): Promise<void>;
  finish(): Promise<void>;
}

/**
 * Opens (or, when the same id is used again, reopens) the job document the page follows. A rerun
 * counts its own pass from zero: what the first pass did is skipped, not counted twice.
 */
export async function startJob(
  jobId: string | undefined,
  kind: AdminJob['kind'],
  total: number,
  startedBy: string,
): Promise<JobProgress> {
  if (!jobId) return { advance: async () => undefined, finish: async () => undefined };
  const ref = jobRef(jobId);
  await ref.set({
    id: jobId,
    kind,
    total,
    done: 0,
    succeeded: 0,
    failed: 0,
    status: 'running',
    started_by: startedBy,
    updated_at: FieldValue.serverTimestamp(),
  });
  return {
    advance: async (succeeded, failed) => {
      await ref.update({
        done: FieldValue.increment(succeeded + failed),
        succeeded: FieldValue.increment(succeeded),
        failed: FieldValue.increment(failed),
        updated_at: FieldValue.serverTimestamp(),
      });
    },
    finish: async () => {
      await ref.update({ status: 'done', updated_at: FieldValue.serverTimestamp() });
    },
  };
}
