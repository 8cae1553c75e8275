import { useState } from 'react';
import { es } from '@curso/common';
import { callableErrorText } from '../../data/callableErrorText';
import { sendVerificationCode } from '../../data/callables';
import { useToast } from '../../components/toast/ToastContext';

const t = es.verify;

/** "Reenviar código": a new code by email, said with a toast either way. */
export function useResendCode(email: string, isLogin: boolean) {
  const toast = useToast();
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      await sendVerificationCode({ email, isLogin });
      toast({ title: t.resent, description: t.resentText });
    } catch (error) {
      const description = callableErrorText(error, '') || undefined;
      toast({ title: t.resendFailed, description, variant: 'destructive' });
    } finally {
      setResending(false);
    }
  };
  return { resend, resending };
}
