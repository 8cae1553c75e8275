import { normalizeStatus } from '../catalog/plans';

export interface GateProfile {
  access_status?: string | null;
  plan_name?: string | null;
  archived_at?: unknown;
  /** The edition the registration belongs to. */
  edition_id?: string | null;
}

export interface GateInput {
  /** `null` when no one is signed in. */
  profile: GateProfile | null;
  signedIn: boolean;
  isAdmin: boolean;
  /** An administrator viewing the site as someone else is gated as that person. */
  impersonating: boolean;
  /** The current edition's id: a registration in an earlier edition opens nothing in this one. */
  editionId: string;
}

export type GateDecision =
  { action: 'allow' } | { action: 'redirect'; to: string; signOut?: boolean };

const allow: GateDecision = { action: 'allow' };
const registerAgain: GateDecision = { action: 'redirect', to: '/register-again' };
const signIn: GateDecision = { action: 'redirect', to: '/login' };
const backOffice: GateDecision = { action: 'redirect', to: '/admin' };
/** An archived account has lost access, whatever its statuses say, and is signed out. */
const archivedAccount: GateDecision = {
  action: 'redirect',
  to: '/archived-account',
  signOut: true,
};

/** The person's registration is in an earlier edition: they have yet to register for this one. */
export function registeredEarlier(
  profile: Pick<GateProfile, 'edition_id'>,
  editionId: string,
): boolean {
  return profile.edition_id !== editionId;
}

/** An archived profile has lost access, whatever its statuses say. */
export function isArchived(profile: Pick<GateProfile, 'archived_at'>): boolean {
  return profile.archived_at !== null && profile.archived_at !== undefined;
}

/** The dashboard: approved attendees only; administrators pass unless impersonating. */
export function dashboardGate({
  profile,
  signedIn,
  isAdmin,
  impersonating,
  editionId,
}: GateInput): GateDecision {
  if (!signedIn) return signIn;
  if (isAdmin && !impersonating) return allow;
  if (!profile) return { action: 'redirect', to: '/pending-confirmation' };
  if (isArchived(profile)) return archivedAccount;
  if (registeredEarlier(profile, editionId)) return registerAgain;
  if (normalizeStatus(profile.access_status) === 'aprobado') return allow;
  return { action: 'redirect', to: '/pending-confirmation' };
}

/**
 * The pending page: administrators and approved attendees (sponsored plans included) have nothing
 * to wait for, and an attendee whose access arrives while watching the page moves on.
 */
export function pendingGate({
  profile,
  signedIn,
  isAdmin,
  impersonating,
  editionId,
}: GateInput): GateDecision {
  if (!signedIn) return signIn;
  if (isAdmin && !impersonating) return backOffice;
  if (!profile) return allow;
  if (isArchived(profile)) return archivedAccount;
  if (registeredEarlier(profile, editionId)) return registerAgain;
  // Sponsored plans skip the wait because they are approved when created (initialStatuses). One
  // whose access was withdrawn stays here: the dashboard admits approved access only and would
  // send it straight back, a redirect loop.
  if (normalizeStatus(profile.access_status) === 'aprobado') {
    return { action: 'redirect', to: '/dashboard' };
  }
  return allow;
}

/**
 * `/register-again`: a person whose registration is in an earlier edition registers for the
 * current one; anyone else goes where their registration takes them.
 */
export function registerAgainGate({
  profile,
  signedIn,
  isAdmin,
  impersonating,
  editionId,
}: GateInput): GateDecision {
  if (!signedIn) return signIn;
  if (isAdmin && !impersonating) return backOffice;
  if (!profile) return { action: 'redirect', to: '/pending-confirmation' };
  if (isArchived(profile)) return archivedAccount;
  if (!registeredEarlier(profile, editionId)) return { action: 'redirect', to: '/dashboard' };
  return allow;
}

/** The back office: anonymous visitors sign in, attendees go to their dashboard. */
export function adminGate({
  signedIn,
  isAdmin,
}: Pick<GateInput, 'signedIn' | 'isAdmin'>): GateDecision {
  if (!signedIn) return signIn;
  return isAdmin ? allow : { action: 'redirect', to: '/dashboard' };
}
