import { jobTask } from './jobTask';
import { currentEdition } from '../repositories/editions';
import { rejectOne } from '../useCases/approvalQueue';
import { forEachSelectedUser } from '../useCases/userSelectionJob';

/**
 * Rejects each selected socio (of the current edition's plans, read once a run); anyone no longer
 * pending is refused and kept as they are.
 */
export const rejectUsersTask = jobTask('reject', {}, async (job) => {
  const edition = await currentEdition();
  return forEachSelectedUser(job.id, (row) => rejectOne(row.id, edition, job.started_by));
});
