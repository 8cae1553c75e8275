import { jobTask } from './jobTask';
import { rejectOne } from '../useCases/approvalQueue';
import { forEachSelectedUser } from '../useCases/userSelectionJob';

/** Rejects each selected socio; anyone no longer pending is refused and kept as they are. */
export const rejectUsersTask = jobTask('reject', {}, (job) =>
  forEachSelectedUser(job.id, (row) => rejectOne(row.id, job.started_by)),
);
