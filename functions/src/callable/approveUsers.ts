import { userSelectionSchema, type BulkUsersResponse } from '@curso/common';
import { BULK_TIMEOUT_SECONDS, callable } from '../lib/callable';
import { SENDGRID_API_KEY } from '../lib/params';
import { approveOne } from '../services/approvalQueue';
import { forEachUser } from '../services/bulkUsers';

/**
 * "Aprobar" (one or many): each pending socio is approved and sent the approval email. Each
 * user's outcome is reported; anyone not pending is refused, so a rerun sends nobody a second
 * email.
 */
export const approveUsers = callable(
  {
    access: 'admin',
    schema: userSelectionSchema,
    secrets: [SENDGRID_API_KEY],
    timeoutSeconds: BULK_TIMEOUT_SECONDS,
  },
  ({ userIds, jobId }, { uid }): Promise<BulkUsersResponse> =>
    forEachUser(userIds, { jobId, kind: 'approve', actor: uid }, (userId) =>
      approveOne(userId, uid),
    ),
);
