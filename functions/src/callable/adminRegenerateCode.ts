import { type DoneResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { CODE_HMAC_SECRET, SENDGRID_API_KEY } from '../lib/params';
import { issueLoginCode } from '../useCases/accessCode';
import { findUserByEmail } from '../useCases/authUsers';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { findCurrentEdition } from '../repositories/editions';
import { profileRef } from '../repositories/profiles';

/**
 * Alta Manual's "Regenerar código" tab: a new login code for an existing account, emailed to it
 * and audited.
 */
export const adminRegenerateCode = callable(
  'adminRegenerateCode',
  { access: 'admin', secrets: [SENDGRID_API_KEY, CODE_HMAC_SECRET] },
  async ({ email }, { uid: actor }): Promise<DoneResponse> => {
    const user = await findUserByEmail(email);
    const profile = user && (await profileRef(user.uid).get()).data();
    if (!user || !profile) throw new Refusal('user-not-found', 'not-found');
    // A login code is issued with no edition published too.
    const { sent } = await issueLoginCode(profile, await findCurrentEdition(), actor);
    if (!sent) throw new Refusal('mail-failed', 'unavailable');
    const audit: AuditEntry = {
      action: 'code_regenerated',
      user_id: actor,
      table_name: 'verification_codes',
      record_id: user.uid,
      old_values: null,
      new_values: { email },
    };
    await withAudit(db().batch(), audit).commit();
    return { success: true };
  },
);
