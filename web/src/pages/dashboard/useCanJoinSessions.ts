import { canJoinSessions } from '@curso/common';
import { useSignedInUser } from '../../data/session';
import { useGatedProfile } from '../../session/GatedProfileContext';
import { useImpersonating } from '../../session/impersonation';

/** Whether the dashboard's user (the viewed one while impersonating) may join sessions. */
export function useCanJoinSessions(): boolean {
  const session = useSignedInUser();
  const profile = useGatedProfile();
  const impersonating = useImpersonating();
  const isAdmin = session.status === 'signedIn' && session.isAdmin;
  return canJoinSessions({ profile, isAdmin, impersonating });
}
