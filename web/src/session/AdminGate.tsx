import type { ReactNode } from 'react';
import { adminGate } from '@curso/common';
import { useSignedInUser } from '../data/session';
import { LoadingScreen } from '../components/LoadingScreen';
import { GateRedirect } from './GateRedirect';

/** The back office: administrators only (by the ID token's `admin` claim). */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSignedInUser();
  if (session.status === 'loading') return <LoadingScreen />;
  const decision = adminGate({
    signedIn: session.status === 'signedIn',
    isAdmin: session.status === 'signedIn' && session.isAdmin,
  });
  if (decision.action === 'redirect') return <GateRedirect to={decision.to} />;
  return <>{children}</>;
}
