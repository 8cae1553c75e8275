import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { es } from '@curso/common';
import { api } from '../data/callables';
import { signOutUser } from '../data/session';
import { useToast } from '../components/toast/ToastContext';
import { useImpersonation } from './impersonation';

/** The sign-out buttons: end the session, say so, and go to `/login`. */
export function useSignOut(): () => Promise<void> {
  const toast = useToast();
  const navigate = useNavigate();
  const { current } = useImpersonation();
  const viewedUserId = current?.userId;
  return useCallback(async () => {
    // The audit log gets its "impersonation_stop" while the administrator can still call; the
    // sign-out itself makes the provider forget the impersonation.
    if (viewedUserId) await api.stopImpersonation({ userId: viewedUserId }).catch(() => undefined);
    try {
      await signOutUser();
    } catch {
      toast({
        title: es.common.error,
        description: es.session.signOutFailed,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: es.session.signedOutTitle, description: es.session.signedOut });
    navigate('/login', { replace: true });
  }, [toast, navigate, viewedUserId]);
}
