import { LinearProgress, Stack, Typography } from '@mui/material';
import { formatText, esAdmin } from '@curso/common';
import { useJob } from '../../../data/admin/jobs';
import { StalledJob } from './StalledJob';

/**
 * A long action's progress bar, from the job document its task updates as it goes, and "Reanudar"
 * if the job stops before its end.
 */
export function JobProgress({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  const value = job && job.total > 0 ? (job.done / job.total) * 100 : 0;
  return (
    <Stack spacing={1}>
      <LinearProgress variant={job ? 'determinate' : 'indeterminate'} value={value} />
      {job && (
        <Typography variant="body2" color="text.secondary" role="status">
          {formatText(esAdmin.approvals.progress, { done: job.done, total: job.total })}
        </Typography>
      )}
      {job && <StalledJob job={job} />}
    </Stack>
  );
}
