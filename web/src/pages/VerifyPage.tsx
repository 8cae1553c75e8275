import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack } from '@mui/material';
import {
  CODE_LENGTH,
  codeSchema,
  es,
  routeAfterVerification,
  type PublicPlanKey,
  type RegistrationForm,
  type RegistrationUserData,
  type VerifyCodeRequest,
} from '@curso/common';
import { callableErrorText } from '../data/callableErrorText';
import { sendVerificationCode, verifyCode } from '../data/callables';
import { clearRegistrationData, readRegistrationData } from '../data/registrationStorage';
import { signInWithToken } from '../data/session';
import { CodeInput } from '../components/CodeInput';
import { PageCard } from '../components/PageCard';
import { useToast } from '../components/toast/ToastContext';

const t = es.verify;

/** `/verify?email=&type=login`: without an email there is nothing to verify. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  if (!email) return <Navigate to="/register" replace />;
  return <VerifyForm email={email} isLogin={params.get('type') === 'login'} />;
}

function VerifyForm({ email, isLogin }: { email: string; isLogin: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);

  const fail = (title: string, description?: string) =>
    toast({ title, description, variant: 'destructive' });

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    // The button stays disabled until six digits, but Enter in the field still submits.
    if (!codeSchema.isValidSync(code)) {
      return fail(es.validation.codeIncompleteTitle, es.validation.codeIncomplete);
    }
    const registration = isLogin ? null : readRegistrationData();
    if (!isLogin && !registration) return fail(es.common.error, t.registrationDataMissing);

    setVerifying(true);
    try {
      // A login sends no `userData` key at all: the SDK would turn `undefined` into a null that the
      // server's schema refuses.
      const request: VerifyCodeRequest = registration
        ? { email, code, isLogin, userData: toUserData(registration.formData, registration.plan) }
        : { email, code, isLogin };
      const { token, isAdmin } = await verifyCode(request);
      if (!token) return fail(es.common.error, t.noTokens);
      try {
        await signInWithToken(token);
      } catch (error) {
        return fail(
          es.common.error,
          t.sessionFailed + (error instanceof Error ? error.message : ''),
        );
      }
      clearRegistrationData();
      navigate(
        routeAfterVerification(
          registration
            ? { kind: 'registration', plan: registration.plan, email }
            : { kind: 'login', isAdmin },
        ),
        { replace: true },
      );
    } catch (error) {
      fail(t.failedTitle, callableErrorText(error, t.failed));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await sendVerificationCode({ email, isLogin });
      toast({ title: t.resent, description: t.resentText });
    } catch (error) {
      fail(t.resendFailed, callableErrorText(error, '') || undefined);
    } finally {
      setResending(false);
    }
  };

  return (
    <PageCard
      title={t.title}
      subtitle={
        <>
          {t.subtitle}{' '}
          <Box component="strong" sx={{ wordBreak: 'break-all' }}>
            {email}
          </Box>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={verify} spacing={2}>
        <CodeInput value={code} onChange={setCode} disabled={verifying} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={code.length !== CODE_LENGTH || verifying}
        >
          {verifying ? t.submitting : t.submit}
        </Button>
        <Button onClick={resend} disabled={resending}>
          {resending ? t.resending : t.resend}
        </Button>
        <Button color="inherit" onClick={() => navigate(isLogin ? '/login' : '/register')}>
          {t.back}
        </Button>
      </Stack>
    </PageCard>
  );
}

/** The email travels at the top level of the request, not inside `userData`. */
function toUserData(
  { email: _email, ...userData }: RegistrationForm,
  plan: PublicPlanKey,
): RegistrationUserData {
  return { ...userData, plan };
}
