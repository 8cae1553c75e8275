import { useCallback } from 'react';
import { es } from '@curso/common';
import { api } from '../data/callables';
import { signOutUser } from '../data/session';
import { carryToast } from '../components/toast/carriedToast';
import { useToast } from '../components/toast/ToastContext';
import { loadPage } from '../utils/loadPage';
import { useImpersonation } from './impersonation';

/**
 * The sign-out buttons: end the session, go to `/login` and say so there. A full page load, as
 * signing out closes the Firestore client that held the person's data.
 */
export function useSignOut(): () => Promise<void> {
  const toast = useToast();
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
    carryToast({ title: es.session.signedOutTitle, description: es.session.signedOut });
    loadPage('/login');
  }, [toast, viewedUserId]);
}
