import { type StopImpersonationResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { findUserByUid } from '../useCases/authUsers';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';

/** Records the end of an impersonation, manual ("Volver a Admin") or on expiry. */
export const stopImpersonation = callable(
  'stopImpersonation',
  { access: 'admin' },
  async ({ userId }, { uid: adminUid }): Promise<StopImpersonationResponse> => {
    // The stop is recorded even if the account disappeared meanwhile.
    const user = await findUserByUid(userId);
    const audit: AuditEntry = {
      action: 'impersonation_stop',
      user_id: adminUid,
      table_name: 'profiles',
      record_id: userId,
      old_values: { impersonated_email: user?.email ?? null },
      new_values: null,
    };
    await withAudit(db().batch(), audit).commit();
    return { success: true };
  },
);
