import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { es } from '@curso/common';
import { signOutUser } from '../data/session';
import { useToast } from '../components/toast/ToastContext';

/** The sign-out buttons: end the session, say so, and go to `/login`. */
export function useSignOut(): () => Promise<void> {
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(async () => {
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
  }, [toast, navigate]);
}
