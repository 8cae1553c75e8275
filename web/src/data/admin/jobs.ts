import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { getDocs, onSnapshot } from 'firebase/firestore';
import {
  jobOutcome,
  type AdminJob,
  type EditionPeriod,
  type JobKind,
  type JobOutcome,
  type JobRow,
  type JobRowResults,
} from '@curso/common';
import { jobRef, jobRowsQuery, latestJobQuery } from '../../firebase/refs';
import { useStablePeriod } from '../useStablePeriod';

/** A long action's progress, live; `null` until the callable has recorded the job. */
export function useJob(jobId: string): AdminJob | null {
  const ref = useMemo(() => jobRef(jobId), [jobId]);
  const { status, data } = useFirestoreDocData(ref);
  return status === 'success' ? (data ?? null) : null;
}

/**
 * The newest job of a kind in an edition, live: what a page shows when it opens during (or after)
 * one.
 */
export function useLatestJob(kind: JobKind, period: EditionPeriod): AdminJob | null {
  const stable = useStablePeriod(period);
  const jobs = useMemo(() => latestJobQuery(kind, stable), [kind, stable]);
  const { status, data } = useFirestoreCollectionData(jobs);
  return status === 'success' ? (data[0] ?? null) : null;
}

/** A fresh job id for the next long action: the page listens to it before calling. */
export function newJobId(): string {
  return crypto.randomUUID();
}

/**
 * Waits for a job to finish (it runs on its task queue, not in the call) and answers its outcome:
 * its summary and its rows' results, as the action's callable answered when it ran inline.
 * `signal` stops the wait (rejecting with its reason): a page that leaves keeps no listener open.
 */
export function jobFinished<K extends JobKind>(
  jobId: string,
  kind: K,
  signal?: AbortSignal,
): Promise<JobOutcome<K>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const unsubscribe = onSnapshot(
      jobRef(jobId),
      (snapshot) => {
        const job = snapshot.data();
        if (job?.status !== 'done' || job.kind !== kind) return;
        unsubscribe();
        getDocs(jobRowsQuery(jobId)).then((rows) => {
          const outcome = jobOutcome(
            job as AdminJob<K>,
            rows.docs.map((row) => row.data() as JobRow<JobRowResults[K]>),
          );
          if (outcome) resolve(outcome);
          else reject(new Error(`Job ${jobId} finished without a summary`));
        }, reject);
      },
      reject,
    );
    signal?.addEventListener(
      'abort',
      () => {
        unsubscribe();
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
