import { singleUserSchema, type DoneResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { SENDGRID_API_KEY } from '../lib/params';
import { db } from '../services/firebase';
import { auditWrite } from '../services/repositories/auditLogs';
import { profileRef } from '../services/repositories/profiles';
import { sendSponsorNotice } from '../services/userCreation';

/** Sends (again) the sponsor's notice of one sponsored registration. */
export const sendSponsorNotification = callable(
  { access: 'admin', schema: singleUserSchema, secrets: [SENDGRID_API_KEY] },
  async ({ userId }, { uid: actor }): Promise<DoneResponse> => {
    const profile = (await profileRef(userId).get()).data();
    if (!profile) throw new Refusal('user-not-found', 'not-found');
    const sent = await sendSponsorNotice(profile, actor);
    if (sent === null) throw new Refusal('not-sponsored');
    if (!sent) throw new Refusal('mail-failed', 'unavailable');
    const audit = auditWrite({
      action: 'sponsor_notification',
      user_id: actor,
      table_name: 'profiles',
      record_id: userId,
      old_values: null,
      new_values: { sponsor_notification_email: profile.sponsor_notification_email },
    });
    await db().batch().set(audit.ref, audit.data).commit();
    return { success: true };
  },
);
