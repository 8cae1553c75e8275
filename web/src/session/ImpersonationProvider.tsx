import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { es, formatText, fullName, type StartImpersonationResponse } from '@curso/common';
import { callableErrorText, isPermissionDenied } from '../data/callableErrorText';
import { api } from '../data/callables';
import { useToast } from '../components/toast/ToastContext';
import { ImpersonationContext, type ImpersonationApi } from './impersonation';
import { useImpersonationExpiry } from './useImpersonationExpiry';
import { useStoredImpersonation } from './useStoredImpersonation';

const t = es.impersonation;

/**
 * Holds the impersonation of this tab. It lives inside the router (it navigates) and above every
 * layout, so the gates, the banner and the expiry check all see the same state.
 */
export function ImpersonationProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { session, current, save, end } = useStoredImpersonation();

  const stop = useCallback(
    async (reason: 'manual' | 'expired' = 'manual') => {
      if (!current) return;
      end();
      if (reason === 'expired') {
        toast({ title: t.expiredTitle, description: t.expired, variant: 'destructive' });
      }
      navigate('/admin');
      try {
        await api.stopImpersonation({ userId: current.userId });
      } catch (error) {
        const description = callableErrorText(error, t.stopFailed);
        toast({ title: es.common.error, description, variant: 'warning' });
      }
    },
    [current, end, toast, navigate],
  );

  const start = useCallback(
    async (userId: string, failureTitle: string = es.common.error) => {
      const refuse = () =>
        toast({
          title: t.authorizationErrorTitle,
          description: es.errors['permission-denied'],
          variant: 'destructive',
        });
      if (session.status !== 'signedIn' || !session.isAdmin) return refuse();
      let viewed: StartImpersonationResponse;
      try {
        viewed = await api.startImpersonation({ userId });
      } catch (error) {
        if (isPermissionDenied(error)) return refuse();
        const description = callableErrorText(error, t.startFailed);
        toast({ title: failureTitle, description, variant: 'destructive' });
        return;
      }
      const name = fullName(viewed.firstName, viewed.lastName) || viewed.email;
      // The countdown runs on this device's clock, so it starts from it too: a skewed clock would
      // otherwise shorten or stretch the 30 minutes.
      save({ adminUid: session.uid, userId, email: viewed.email, name, startedAt: Date.now() });
      toast({ title: t.startedTitle, description: formatText(t.started, { name }) });
      navigate('/dashboard');
    },
    [session, save, toast, navigate],
  );

  useImpersonationExpiry(current?.startedAt, () => void stop('expired'));

  const value = useMemo<ImpersonationApi>(() => ({ current, start, stop }), [current, start, stop]);
  return <ImpersonationContext.Provider value={value}>{children}</ImpersonationContext.Provider>;
}
