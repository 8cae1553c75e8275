import {
  resendDecision,
  type SendVerificationCodeResponse,
  type VerificationCode,
} from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { emailTag, logger } from '../lib/logging';
import { clientAddress } from '../lib/clientAddress';
import { CODE_HMAC_SECRET, CODE_SENDS_PER_ADDRESS, SENDGRID_API_KEY } from '../lib/params';
import { codeExpiry, generateCode, hashCode } from '../lib/verificationCodes';
import { accountForCode } from '../useCases/authUsers';
import { admitFromAddress } from '../useCases/addressLimit';
import { db } from '../adapters/firebase';
import { findCurrentEdition } from '../repositories/editions';
import { sendLogged } from '../useCases/loggedMail';
import { verificationCodeRef } from '../repositories/verificationCodes';
import { verificationEmail } from '../useCases/verificationEmail';

/**
 * Emails a one-time code for login (existing accounts only) or registration (new emails only),
 * rate-limited per email and per client address. Only an HMAC of the code is stored.
 */
export const sendVerificationCode = callable(
  'sendVerificationCode',
  {
    access: 'public',
    secrets: [CODE_HMAC_SECRET, SENDGRID_API_KEY],
  },
  async ({ email, isLogin }, { request }): Promise<SendVerificationCodeResponse> => {
    await admitFromAddress(
      'code_send',
      clientAddress(request.rawRequest),
      CODE_SENDS_PER_ADDRESS.value(),
    );
    const user = await accountForCode(email, isLogin);
    const purpose: VerificationCode['purpose'] = isLogin ? 'login' : 'registration';

    const ref = verificationCodeRef(email);
    // Drawn outside the transaction: a retried transaction must store the code that gets mailed.
    const code = generateCode();
    const decision = await db().runTransaction(async (tx) => {
      const previous = (await tx.get(ref)).data();
      const now = new Date();
      const verdict = resendDecision(
        previous
          ? {
              lastSentAt: previous.last_sent_at,
              sendsInWindow: previous.sends_in_window,
              windowStartedAt: previous.window_started_at,
            }
          : null,
        now,
      );
      if (!verdict.allowed) return verdict;
      tx.set(ref, {
        id: ref.id,
        email,
        code_hash: hashCode(CODE_HMAC_SECRET.value(), email, code),
        purpose,
        expires_at: codeExpiry(now),
        attempts: 0,
        last_sent_at: now,
        sends_in_window: verdict.sendsInWindow,
        window_started_at: verdict.windowStartedAt,
      });
      return verdict;
    });
    if (!decision.allowed) throw new Refusal(decision.reason, 'resource-exhausted');

    // Sign-in codes are sent with no edition published too: its values are then left empty.
    const mail = await verificationEmail(email, code, await findCurrentEdition());
    const outcome = await sendLogged(mail, {
      recipient_email: email,
      subject: mail.subject,
      email_type: 'verification',
      template_id: 'verification',
      metadata: { purpose },
      user_id: user?.uid ?? null,
      sent_at: new Date(),
    });
    if (!outcome.sent) {
      logger.error('Verification email failed', {
        email: emailTag(email),
        error: String(outcome.error),
      });
      // Nobody received this code, so it must not stay valid, and the failed send must not count
      // against the resend limits.
      await ref.delete();
      throw new Refusal('mail-failed', 'unavailable');
    }
    logger.info('Verification code sent', { email: emailTag(email), purpose });
    return { success: true };
  },
);
