import { impersonationSchema, type StopImpersonationResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { findUserByUid } from '../services/authUsers';
import { auditWrite } from '../services/repositories/auditLogs';

/** Records the end of an impersonation, manual ("Volver a Admin") or on expiry. */
export const stopImpersonation = callable(
  { access: 'admin', schema: impersonationSchema },
  async ({ userId }, { uid: adminUid }): Promise<StopImpersonationResponse> => {
    // The stop is recorded even if the account disappeared meanwhile.
    const user = await findUserByUid(userId);
    const audit = auditWrite({
      action: 'impersonation_stop',
      user_id: adminUid,
      table_name: 'profiles',
      record_id: userId,
      old_values: { impersonated_email: user?.email ?? null },
      new_values: null,
    });
    await audit.ref.set(audit.data);
    return { success: true };
  },
);
