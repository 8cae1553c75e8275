import { type DoneResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { SENDGRID_API_KEY } from '../lib/params';
import { db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';
import { sendSponsorNotice } from '../useCases/userCreation';

/** Sends (again) the sponsor's notice of one sponsored registration. */
export const sendSponsorNotification = callable(
  'sendSponsorNotification',
  { access: 'admin', secrets: [SENDGRID_API_KEY], edition: true },
  async ({ userId }, { uid: actor, edition }): Promise<DoneResponse> => {
    const profile = (await profileRef(userId).get()).data();
    if (!profile) throw new Refusal('user-not-found', 'not-found');
    const sent = await sendSponsorNotice(profile, edition, actor);
    if (sent === null) throw new Refusal('not-sponsored');
    if (!sent) throw new Refusal('mail-failed', 'unavailable');
    const audit: AuditEntry = {
      action: 'sponsor_notification',
      user_id: actor,
      table_name: 'profiles',
      record_id: userId,
      old_values: null,
      new_values: { sponsor_notification_email: profile.sponsor_notification_email },
    };
    await withAudit(db().batch(), audit).commit();
    return { success: true };
  },
);
