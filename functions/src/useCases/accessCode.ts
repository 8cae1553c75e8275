import { fullName, type Edition, type Profile } from '@curso/common';
import { CODE_HMAC_SECRET } from '../lib/params';
import { codeExpiry, generateCode, hashCode } from '../lib/verificationCodes';
import { verificationCodeRef } from '../repositories/verificationCodes';
import { sendTemplatedEmail } from './templatedEmail';

/**
 * An administrator's fresh login code for an account, emailed from the verification template. It
 * replaces any code the person had and resets its attempts; the attendee's own resend limits are
 * left as they were, so this cannot be used to lift them. The edition may be `null`: an account
 * signs in whether or not one is published.
 */
export async function issueLoginCode(
  profile: Pick<Profile, 'id' | 'email' | 'first_name' | 'last_name'>,
  edition: Edition | null,
  actor: string,
): Promise<{ sent: boolean }> {
  const code = generateCode();
  const ref = verificationCodeRef(profile.email);
  const now = new Date();
  const previous = (await ref.get()).data();
  await ref.set({
    id: ref.id,
    email: profile.email,
    code_hash: hashCode(CODE_HMAC_SECRET.value(), profile.email, code),
    purpose: 'login',
    expires_at: codeExpiry(now),
    attempts: 0,
    last_sent_at: previous?.last_sent_at ?? now,
    sends_in_window: previous?.sends_in_window ?? 0,
    window_started_at: previous?.window_started_at ?? now,
  });
  const { sent } = await sendTemplatedEmail({
    templateId: 'verification',
    to: profile.email,
    values: { code, firstName: profile.first_name, lastName: profile.last_name },
    edition,
    type: 'verification',
    user: profile,
    metadata: {
      purpose: 'login',
      issued_by: actor,
      name: fullName(profile.first_name, profile.last_name),
    },
  });
  // Nobody received this code, so it must not stay valid.
  if (!sent) await ref.delete();
  return { sent };
}
