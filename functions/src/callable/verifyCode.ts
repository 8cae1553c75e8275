import {
  fullName,
  planClosure,
  planOf,
  registrationSchema,
  type Edition,
  type RegistrationForm,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
} from '@curso/common';
import type { UserRecord } from 'firebase-admin/auth';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { emailTag, logger } from '../lib/logging';
import { CODE_HMAC_SECRET } from '../lib/params';
import { validateRequest } from '../lib/validation';
import { judgeCode } from '../lib/verificationCodes';
import { accountForCode, customTokenFor, isAdminUser } from '../useCases/authUsers';
import { auth, db } from '../adapters/firebase';
import { currentEdition } from '../repositories/editions';
import { verificationCodeRef } from '../repositories/verificationCodes';
import { writeRegistration } from '../useCases/newRegistration';
import { planIsFull } from '../useCases/seats';

/** Checks and consumes the code in one transaction, so two parallel tries cannot both pass. */
async function consumeCode(email: string, code: string, isLogin: boolean): Promise<void> {
  const ref = verificationCodeRef(email);
  const verdict = await db().runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() ?? null;
    const { verdict, update } = judgeCode(stored, {
      secret: CODE_HMAC_SECRET.value(),
      email,
      code,
      purpose: isLogin ? 'login' : 'registration',
      now: new Date(),
    });
    if (update) tx.update(ref, update);
    return verdict;
  });
  if (verdict !== 'accepted') throw new Refusal(verdict);
}

/**
 * The registration form checked against the current edition: its fields, then that its plan is
 * open for registration now.
 */
async function registrationForm(
  email: string,
  userData: VerifyCodeRequest['userData'],
): Promise<{ form: RegistrationForm; edition: Edition }> {
  const edition = await currentEdition();
  const form = await validateRequest(
    registrationSchema,
    { ...(userData ?? {}), email },
    { context: { edition } },
  );
  const plan = planOf(edition, form.plan);
  if (!plan || planClosure(edition, plan, new Date())) throw new Refusal('plan-closed');
  // Before the code is used up, so the person can come back with another plan; the transaction
  // that takes the place decides.
  if (await planIsFull(edition, plan.key)) throw new Refusal('plan-full');
  return { form, edition };
}

/** Firestore's answer to creating a document that exists. */
const ALREADY_EXISTS = 6;

const isAccountTaken = (error: unknown) =>
  (error instanceof Refusal && error.code === 'account-exists') ||
  (error as { code?: unknown }).code === ALREADY_EXISTS;

/**
 * Creates the Auth user (or takes over `unfinished`, one whose registration stopped before its
 * profile), then its place, profile and audit entry (`writeRegistration`).
 */
async function register(
  { form, edition }: { form: RegistrationForm; edition: Edition },
  unfinished: UserRecord | null,
): Promise<UserRecord> {
  const displayName = fullName(form.firstName, form.lastName);
  let user: UserRecord;
  try {
    user = unfinished
      ? await auth().updateUser(unfinished.uid, { displayName, emailVerified: true })
      : await auth().createUser({ email: form.email, emailVerified: true, displayName });
  } catch (error) {
    // A parallel registration of the same email won the race.
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      throw new Refusal('account-exists');
    }
    throw error;
  }
  try {
    await writeRegistration(user.uid, form, edition);
  } catch (error) {
    if (isAccountTaken(error)) throw new Refusal('account-exists');
    // Without its profile the account would be stuck, and refused a full plan it would hold the
    // email: remove it so the person can register again, on another plan.
    await auth().deleteUser(user.uid);
    throw error;
  }
  return user;
}

/**
 * Accepts an emailed code. Registration creates the account and profile; both paths answer a
 * custom token for `signInWithCustomToken` and whether the user is an administrator.
 */
export const verifyCode = callable(
  'verifyCode',
  { access: 'public', secrets: [CODE_HMAC_SECRET] },
  async ({ email, code, isLogin, userData }): Promise<VerifyCodeResponse> => {
    // The form is checked before the code so that a typo in it does not use the code up. Only a
    // registration needs an edition open: signing in works without one.
    const registration = isLogin ? null : await registrationForm(email, userData);
    // For a registration, an unfinished account (see accountForCode) to complete, or none.
    const existing = await accountForCode(email, isLogin);

    await consumeCode(email, code, isLogin);
    const user = registration ? await register(registration, existing) : (existing as UserRecord);
    logger.info(registration ? 'Registration verified' : 'Login verified', {
      email: emailTag(email),
    });
    return { success: true, token: await customTokenFor(user), isAdmin: isAdminUser(user) };
  },
);
