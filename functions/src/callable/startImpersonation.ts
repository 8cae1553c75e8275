import { impersonationSchema, type StartImpersonationResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { findUserByUid } from '../services/authUsers';
import { auditWrite } from '../services/repositories/auditLogs';
import { profileRef } from '../services/repositories/profiles';

/**
 * "Ver como usuario": checks that the target exists (profile and account email) and records the
 * start. Viewing is read-only: the administrator's own token already reads every profile.
 */
export const startImpersonation = callable(
  { access: 'admin', schema: impersonationSchema },
  async ({ userId }, { uid: adminUid }): Promise<StartImpersonationResponse> => {
    const profile = (await profileRef(userId).get()).data();
    if (!profile) throw new Refusal('impersonation-profile-missing', 'not-found');
    const user = await findUserByUid(userId);
    if (!user) throw new Refusal('user-not-found', 'not-found');
    if (!user.email) throw new Refusal('impersonation-email-missing', 'not-found');

    const audit = auditWrite({
      action: 'impersonation_start',
      user_id: adminUid,
      table_name: 'profiles',
      record_id: userId,
      old_values: null,
      new_values: { impersonated_email: user.email },
    });
    const written = await audit.ref.set(audit.data);
    return {
      userId,
      email: user.email,
      firstName: profile.first_name,
      lastName: profile.last_name,
      startedAt: written.writeTime.toDate().toISOString(),
    };
  },
);
