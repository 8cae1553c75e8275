import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Follows a gate's redirect. A decision that signs the user out always leads to
 * `/archived-account`, which signs out on arrival: signing out here, while this gate may still be
 * mounted during the navigation, would re-run it and send the user to `/login` instead.
 */
export function GateRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
