import { callable } from '../lib/callable';
import { startJob } from '../useCases/startJob';
import { selectedUsers } from '../useCases/userSelectionJob';

/**
 * "Rechazar" (one or many): records the selection as a job, which `rejectUsersTask` works through,
 * and answers at once with its id.
 */
export const rejectUsers = callable(
  'rejectUsers',
  // Its task decides on the current edition's socios: without one, the refusal comes now.
  { access: 'admin', edition: true },
  ({ userIds, jobId }, { uid }) =>
    startJob({ jobId, kind: 'reject', actor: uid, rows: selectedUsers(userIds) }),
);
