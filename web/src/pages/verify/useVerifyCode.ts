import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  codeSchema,
  es,
  publicPlanOf,
  routeAfterVerification,
  type PlanKey,
  type RegistrationForm,
  type RegistrationUserData,
  type VerifyCodeRequest,
} from '@curso/common';
import { callableErrorText } from '../../data/callableErrorText';
import { api } from '../../data/callables';
import { clearRegistrationData, readRegistrationData } from '../../data/registrationStorage';
import { signInWithToken } from '../../data/session';
import { useToast } from '../../components/toast/ToastContext';
import { useEdition } from '../../session/EditionContext';

const t = es.verify;

/** The email travels at the top level of the request, not inside `userData`. */
function toUserData(
  { email: _email, ...userData }: RegistrationForm,
  plan: PlanKey,
): RegistrationUserData {
  return { ...userData, plan };
}

/**
 * "Verificar": checks the code (a registration sends the stored form with it), signs in with the
 * token the server answers, and goes where the account goes next; each failure is the spec's toast.
 */
export function useVerifyCode(email: string, isLogin: boolean) {
  const edition = useEdition();
  const toast = useToast();
  const navigate = useNavigate();
  const [verifying, setVerifying] = useState(false);
  const fail = (title: string, description?: string) =>
    toast({ title, description, variant: 'destructive' });

  const signIn = async (token: string): Promise<boolean> => {
    try {
      await signInWithToken(token);
      return true;
    } catch (error) {
      fail(es.common.error, t.sessionFailed + (error instanceof Error ? error.message : ''));
      return false;
    }
  };

  const verify = async (code: string) => {
    // The button stays disabled until six digits, but Enter in the field still asks (VerifyPage).
    if (!codeSchema.isValidSync(code)) {
      return fail(es.validation.codeIncompleteTitle, es.validation.codeIncomplete);
    }
    const stored = isLogin ? null : readRegistrationData();
    // A form kept from before the edition changed names a plan no longer on sale: not usable.
    const registration = stored && publicPlanOf(edition, stored.plan) ? stored : null;
    if (!isLogin && !registration) return fail(es.common.error, t.registrationDataMissing);
    setVerifying(true);
    try {
      // A login sends no `userData` key at all: the SDK would turn `undefined` into a null that the
      // server's schema refuses.
      const request: VerifyCodeRequest = registration
        ? { email, code, isLogin, userData: toUserData(registration.formData, registration.plan) }
        : { email, code, isLogin };
      const { token, isAdmin } = await api.verifyCode(request);
      if (!token) return fail(es.common.error, t.noTokens);
      if (!(await signIn(token))) return;
      clearRegistrationData();
      const next = registration
        ? routeAfterVerification({ kind: 'registration', plan: registration.plan, email }, edition)
        : routeAfterVerification({ kind: 'login', isAdmin }, edition);
      navigate(next, { replace: true });
    } catch (error) {
      fail(t.failedTitle, callableErrorText(error, t.failed));
    } finally {
      setVerifying(false);
    }
  };

  return { verify, verifying };
}
