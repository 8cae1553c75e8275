import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { isStalledJob, type AdminJob, esAdmin } from '@curso/common';
import { api } from '../../../data/callables';
import { useNow } from '../../../utils/useNow';
import { useAdminCall } from './useAdminCall';

const t = esAdmin.jobs;

/** A job stalls with time alone (`isStalledJob`): no write tells, so the page looks again. */
const STALL_CHECK_MS = 15_000;

/**
 * Once a job has stopped before its end (its queue lost it, or its retries ran out): says so, with
 * "Reanudar" (`resumeJob`). Nothing while it runs or once it is done.
 */
export function StalledJob({ job }: { job: AdminJob }) {
  const now = useNow(STALL_CHECK_MS);
  const [resumedAt, setResumedAt] = useState<Date | null>(null);
  const resuming = useAdminCall(t.resumeFailed);
  // A resumed job waits for its task as a new one does: counted from the press, not its last move.
  const lastMove = resumedAt && resumedAt > job.updated_at ? resumedAt : job.updated_at;
  if (!isStalledJob({ ...job, updated_at: lastMove }, now)) return null;
  const resume = async () => {
    const pressed = new Date();
    if (await resuming.run(() => api.resumeJob({ jobId: job.id }))) setResumedAt(pressed);
  };
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={resuming.running}
          onClick={() => void resume()}
        >
          {t.resume}
        </Button>
      }
    >
      {t.stalled}
    </Alert>
  );
}
