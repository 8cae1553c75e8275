import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  es,
  formatText,
  fullName,
  impersonationRemainingMs,
  type StartImpersonationResponse,
} from '@curso/common';
import { callableErrorText, isPermissionDenied } from '../data/callableErrorText';
import { startImpersonation, stopImpersonation } from '../data/callables';
import { useSignedInUser } from '../data/session';
import { useToast } from '../components/toast/ToastContext';
import { ImpersonationContext, type Impersonation, type ImpersonationApi } from './impersonation';
import { clearImpersonation, readImpersonation, saveImpersonation } from './impersonationStorage';

const t = es.impersonation;
const EXPIRY_CHECK_MS = 1000;

/**
 * Holds the impersonation of this tab. It lives inside the router (it navigates) and above every
 * layout, so the gates, the banner and the expiry check all see the same state.
 */
export function ImpersonationProvider({ children }: { children: ReactNode }) {
  const session = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [stored, setStored] = useState(readImpersonation);

  const current =
    stored && session.status === 'signedIn' && session.isAdmin && session.uid === stored.adminUid
      ? stored
      : null;

  // Whoever is signed in now did not start it (signed out, or another account): forget it.
  const orphaned = stored !== null && session.status !== 'loading' && current === null;
  useEffect(() => {
    if (!orphaned) return;
    clearImpersonation();
    setStored(null);
  }, [orphaned]);

  const end = useCallback(() => {
    clearImpersonation();
    setStored(null);
  }, []);

  const stop = useCallback(
    async (reason: 'manual' | 'expired' = 'manual') => {
      if (!current) return;
      end();
      if (reason === 'expired') {
        toast({ title: t.expiredTitle, description: t.expired, variant: 'destructive' });
      }
      navigate('/admin');
      try {
        await stopImpersonation({ userId: current.userId });
      } catch (error) {
        toast({
          title: es.common.error,
          description: callableErrorText(error, t.stopFailed),
          variant: 'warning',
        });
      }
    },
    [current, end, toast, navigate],
  );

  const start = useCallback(
    async (userId: string) => {
      const refuse = () =>
        toast({
          title: t.authorizationErrorTitle,
          description: es.errors['permission-denied'],
          variant: 'destructive',
        });
      if (session.status !== 'signedIn' || !session.isAdmin) return refuse();
      let viewed: StartImpersonationResponse;
      try {
        viewed = await startImpersonation({ userId });
      } catch (error) {
        if (isPermissionDenied(error)) return refuse();
        const description = callableErrorText(error, t.startFailed);
        toast({ title: es.common.error, description, variant: 'destructive' });
        return;
      }
      const next: Impersonation = {
        adminUid: session.uid,
        userId: viewed.userId,
        email: viewed.email,
        name: fullName(viewed.firstName, viewed.lastName) || viewed.email,
        // The countdown runs on this device's clock, so it starts from it too: a skewed clock
        // would otherwise shorten or stretch the 30 minutes.
        startedAt: Date.now(),
      };
      saveImpersonation(next);
      setStored(next);
      toast({ title: t.startedTitle, description: formatText(t.started, { name: next.name }) });
      navigate('/dashboard');
    },
    [session, toast, navigate],
  );

  // Checked every second without re-rendering anything until the 30 minutes are over.
  const stopRef = useRef(stop);
  useEffect(() => {
    stopRef.current = stop;
  }, [stop]);
  const startedAt = current?.startedAt;
  useEffect(() => {
    if (startedAt === undefined) return;
    const timer = setInterval(() => {
      if (impersonationRemainingMs(new Date(startedAt), new Date()) === 0) {
        clearInterval(timer);
        void stopRef.current('expired');
      }
    }, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);

  const api = useMemo<ImpersonationApi>(() => ({ current, start, stop }), [current, start, stop]);
  return <ImpersonationContext.Provider value={api}>{children}</ImpersonationContext.Provider>;
}
