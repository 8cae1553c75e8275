import {
  impersonationSchema,
  type ImpersonationRequest,
  type StopImpersonationResponse,
} from '@curso/common';
import { onCall, type CallableRequest } from 'firebase-functions/https';
import { requireAdmin } from '../lib/callers';
import { mapErrors } from '../lib/errors';
import { validateRequest } from '../lib/validation';
import { findUserByUid } from '../services/authUsers';
import { auditWrite } from '../services/repositories/auditLogs';

/** Records the end of an impersonation, manual ("Volver a Admin") or on expiry. */
export const stopImpersonation = onCall(
  mapErrors(async (request: CallableRequest): Promise<StopImpersonationResponse> => {
    const adminUid = requireAdmin(request);
    const { userId } = await validateRequest(
      impersonationSchema,
      request.data as ImpersonationRequest,
    );
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
  }),
);
