import { useState } from 'react';
import { es, VERIFICATION_POLICY } from '@curso/common';
import { callableErrorText } from '../../data/callableErrorText';
import { api } from '../../data/callables';
import { useToast } from '../../components/toast/ToastContext';
import { useNow } from '../../utils/useNow';

const t = es.verify;
const INTERVAL_SECONDS = VERIFICATION_POLICY.resendIntervalMs / 1000;

/**
 * "Reenviar código": a new code by email, said with a toast either way. The server sends one code
 * a minute to an email, and this page opens just after one was sent: `waitSeconds` counts down to
 * when another can go, so the button waits instead of being refused.
 */
export function useResendCode(email: string, isLogin: boolean) {
  const toast = useToast();
  const [resending, setResending] = useState(false);
  const [availableAt, setAvailableAt] = useState(
    () => Date.now() + VERIFICATION_POLICY.resendIntervalMs,
  );
  const now = useNow(1000);
  // The clock ticks each second, so right after a send it may lag behind by up to one.
  const waitSeconds = Math.min(
    INTERVAL_SECONDS,
    Math.max(0, Math.ceil((availableAt - now.getTime()) / 1000)),
  );

  const resend = async () => {
    setResending(true);
    try {
      await api.sendVerificationCode({ email, isLogin });
      setAvailableAt(Date.now() + VERIFICATION_POLICY.resendIntervalMs);
      toast({ title: t.resent, description: t.resentText });
    } catch (error) {
      const description = callableErrorText(error, '') || undefined;
      toast({ title: t.resendFailed, description, variant: 'destructive' });
    } finally {
      setResending(false);
    }
  };
  return { resend, resending, waitSeconds };
}
