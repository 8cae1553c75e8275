import { type BulkUsersResponse } from '@curso/common';
import { BULK_TIMEOUT_SECONDS, callable } from '../lib/callable';
import { rejectOne } from '../useCases/approvalQueue';
import { forEachUser } from '../useCases/bulkUsers';

/** "Rechazar" (one or many): each pending socio is rejected; anyone else is refused and kept. */
export const rejectUsers = callable(
  'rejectUsers',
  { access: 'admin', timeoutSeconds: BULK_TIMEOUT_SECONDS },
  ({ userIds, jobId }, { uid }): Promise<BulkUsersResponse> =>
    forEachUser(userIds, { jobId, kind: 'reject', actor: uid }, (userId) => rejectOne(userId, uid)),
);
