import { type CreateUserResponse } from '@curso/common';
import { callable } from '../lib/callable';
import { CODE_HMAC_SECRET, SENDGRID_API_KEY } from '../lib/params';
import {
  createOrRestoreUser,
  sendCreationEmail,
  sendSponsorNotice,
} from '../useCases/userCreation';

/**
 * "Alta Manual": creates the Auth user and the profile together (audited as `user_creation`), or
 * restores and resets an archived one once confirmed; then the chosen emails.
 */
export const createUser = callable(
  'createUser',
  { access: 'admin', secrets: [SENDGRID_API_KEY, CODE_HMAC_SECRET], edition: true },
  async (request, { uid: actor, edition }): Promise<CreateUserResponse> => {
    const { sendEmail, emailType, sendSponsorEmail, restoreArchived, ...fields } = request;
    const { uid, restored } = await createOrRestoreUser(fields, edition, actor, {
      restore: restoreArchived,
    });
    const emailSent = sendEmail
      ? await sendCreationEmail(uid, fields, edition, emailType, actor)
      : null;
    const sponsorEmailSent = sendSponsorEmail
      ? await sendSponsorNotice({ ...fields, id: uid }, edition, actor)
      : null;
    return { userId: uid, restored, emailSent, sponsorEmailSent };
  },
);
