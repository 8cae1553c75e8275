import type { ReactNode } from 'react';
import type { GateDecision, GateInput } from '@curso/common';
import { useProfile } from '../data/profile';
import { useSignedInUser } from '../data/session';
import { LoadingScreen } from '../components/LoadingScreen';
import { useEdition } from './EditionContext';
import { GatedProfileContext } from './GatedProfileContext';
import { GateRedirect } from './GateRedirect';
import { useImpersonating, useImpersonation } from './impersonation';

type Gate = (input: GateInput) => GateDecision;

interface AccessGateProps {
  /** A rule from common: `dashboardGate` or `pendingGate`. */
  gate: Gate;
  children: ReactNode;
}

/**
 * Renders `children` only when `gate` allows the signed-in user with their live profile; since
 * the profile is a listener, an approval or an archive made meanwhile re-runs the gate at once.
 * An impersonating administrator is gated, and served, with the viewed user's profile.
 */
export function AccessGate({ gate, children }: AccessGateProps) {
  const session = useSignedInUser();
  const { current } = useImpersonation();
  const impersonating = current !== null;
  const editionId = useEdition().id;
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') {
    const decision = gate({
      profile: null,
      signedIn: false,
      isAdmin: false,
      impersonating,
      editionId,
    });
    return <Decision decision={decision}>{children}</Decision>;
  }
  return (
    <ProfileGate gate={gate} uid={current?.userId ?? session.uid} isAdmin={session.isAdmin}>
      {children}
    </ProfileGate>
  );
}

interface ProfileGateProps {
  uid: string;
  isAdmin: boolean;
}

function ProfileGate({ gate, uid, isAdmin, children }: AccessGateProps & ProfileGateProps) {
  const state = useProfile(uid);
  const impersonating = useImpersonating();
  const editionId = useEdition().id;
  if (state.status === 'loading') return <LoadingScreen />;
  const decision = gate({
    profile: state.profile,
    signedIn: true,
    isAdmin,
    impersonating,
    editionId,
  });
  return (
    <GatedProfileContext.Provider value={state.profile}>
      <Decision decision={decision}>{children}</Decision>
    </GatedProfileContext.Provider>
  );
}

function Decision({ decision, children }: { decision: GateDecision; children: ReactNode }) {
  if (decision.action === 'redirect') {
    return <GateRedirect to={decision.to} />;
  }
  return <>{children}</>;
}
