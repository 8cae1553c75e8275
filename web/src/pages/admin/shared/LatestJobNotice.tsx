import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Stack } from '@mui/material';
import { type AdminJob, type JobKind, type JobOutcome, esAdmin } from '@curso/common';
import { jobFinished, useLatestJob } from '../../../data/admin/jobs';
import { useEditionScope } from './EditionScopeContext';
import { JobProgress } from './JobProgress';

const t = esAdmin.jobs;

/** A job not yet done: its progress, and "Reanudar" once it stopped before its end. */
function UnfinishedJob({ job }: { job: AdminJob }) {
  return (
    <Alert
      role="region"
      aria-label={t.kinds[job.kind]}
      severity="info"
      sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      <AlertTitle>{t.kinds[job.kind]}</AlertTitle>
      <Stack spacing={1}>
        <span>{t.running}</span>
        <JobProgress jobId={job.id} />
      </Stack>
    </Alert>
  );
}

/** Someone else's job (or this page's from an earlier visit), followed to its end if under way. */
function OtherJob<K extends JobKind>({
  job,
  onFinished,
}: {
  job: AdminJob<K>;
  onFinished: (outcome: JobOutcome<K>) => void;
}) {
  // Only a job under way when the page found it is followed: an older one's outcome is not news.
  const [followed] = useState(job.status !== 'done');
  const report = useRef(onFinished);
  useEffect(() => {
    report.current = onFinished;
  });
  const { id, kind } = job;
  useEffect(() => {
    if (!followed) return;
    const leave = new AbortController();
    jobFinished(id, kind, leave.signal).then(
      (outcome) => report.current(outcome),
      // The page left, or the listener failed: the progress shown is then all there is to show.
      () => undefined,
    );
    return () => leave.abort();
  }, [followed, id, kind]);
  return job.status === 'done' ? null : <UnfinishedJob job={job} />;
}

/**
 * The edition's newest job of `kind` when it is not the page's own: an administrator who left
 * during a long action finds it here on coming back, with its progress, or stopped before its end
 * with "Reanudar" (`resumeJob`). When it ends while shown, `onFinished` gets its outcome, for the
 * page to show as if it had started it.
 */
export function LatestJobNotice<K extends JobKind>({
  kind,
  ownJobId,
  onFinished,
}: {
  kind: K;
  /** The job the page starts or started: the page shows that one itself. */
  ownJobId: string | null;
  onFinished: (outcome: JobOutcome<K>) => void;
}) {
  const job = useLatestJob(kind, useEditionScope().period) as AdminJob<K> | null;
  // Every id the page used, not only its current one: its own job, just ended, may still show
  // here as running (this listener behind the page's), and must not be reported a second time.
  const own = useRef(new Set<string>());
  if (ownJobId) own.current.add(ownJobId);
  if (!job || own.current.has(job.id)) return null;
  return <OtherJob key={job.id} job={job} onFinished={onFinished} />;
}
