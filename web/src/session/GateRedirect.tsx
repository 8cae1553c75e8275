import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutUser } from '../data/session';

/**
 * Follows a gate's redirect. An archived account is signed out only once the navigation has
 * finished: signing out while the gate is still mounted would re-run it and send the user to
 * `/login` instead.
 */
export function GateRedirect({ to, signOut = false }: { to: string; signOut?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    Promise.resolve(navigate(to, { replace: true }))
      .then(() => (signOut ? signOutUser() : undefined))
      // `/archived-account` signs out again on arrival; nothing more to do here.
      .catch(() => undefined);
  }, [navigate, to, signOut]);
  return null;
}
