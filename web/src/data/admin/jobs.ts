import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import type { AdminJob } from '@curso/common';
import { jobRef } from '../../firebase/refs';

/** A bulk action's progress, live; `null` until the function has opened the job. */
export function useJob(jobId: string): AdminJob | null {
  const ref = useMemo(() => jobRef(jobId), [jobId]);
  const { status, data } = useFirestoreDocData(ref);
  return status === 'success' ? (data ?? null) : null;
}

/** A fresh job id for the next bulk action: the page listens to it before calling. */
export function newJobId(): string {
  return crypto.randomUUID();
}
