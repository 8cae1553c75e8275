import { type StartImpersonationResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { findUserByUid } from '../useCases/authUsers';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';

/**
 * "Ver como usuario": checks that the target exists (profile and account email) and records the
 * start. Viewing is read-only: the administrator's own token already reads every profile.
 */
export const startImpersonation = callable(
  'startImpersonation',
  { access: 'admin' },
  async ({ userId }, { uid: adminUid }): Promise<StartImpersonationResponse> => {
    const profile = (await profileRef(userId).get()).data();
    if (!profile) throw new Refusal('impersonation-profile-missing', 'not-found');
    const user = await findUserByUid(userId);
    if (!user) throw new Refusal('user-not-found', 'not-found');
    if (!user.email) throw new Refusal('impersonation-email-missing', 'not-found');

    const audit: AuditEntry = {
      action: 'impersonation_start',
      user_id: adminUid,
      table_name: 'profiles',
      record_id: userId,
      old_values: null,
      new_values: { impersonated_email: user.email },
    };
    const [written] = await withAudit(db().batch(), audit).commit();
    return {
      userId,
      email: user.email,
      firstName: profile.first_name,
      lastName: profile.last_name,
      startedAt: written.writeTime.toDate().toISOString(),
    };
  },
);
