import { type BulkUsersResponse } from '@curso/common';
import { BULK_TIMEOUT_SECONDS, callable } from '../lib/callable';
import { SENDGRID_API_KEY } from '../lib/params';
import { approveOne } from '../useCases/approvalQueue';
import { forEachUser } from '../useCases/bulkUsers';

/**
 * "Aprobar" (one or many): each pending socio is approved and sent the approval email. Each
 * user's outcome is reported; anyone not pending is refused, so a rerun sends nobody a second
 * email.
 */
export const approveUsers = callable(
  'approveUsers',
  {
    access: 'admin',
    secrets: [SENDGRID_API_KEY],
    timeoutSeconds: BULK_TIMEOUT_SECONDS,
  },
  ({ userIds, jobId }, { uid }): Promise<BulkUsersResponse> =>
    forEachUser(userIds, { jobId, kind: 'approve', actor: uid }, (userId) =>
      approveOne(userId, uid),
    ),
);
