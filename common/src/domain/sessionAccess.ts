import { normalizeStatus } from '../catalog/plans';

export interface SessionAccessInput {
  /** The profile the dashboard shows: the viewed user's while impersonating. */
  profile: { access_status?: string | null } | null;
  isAdmin: boolean;
  impersonating: boolean;
}

/**
 * Whether the join button and the registration link of a session are offered: approved access
 * only; an administrator joins as themselves, but sees what the viewed user would see.
 */
export function canJoinSessions({ profile, isAdmin, impersonating }: SessionAccessInput): boolean {
  if (isAdmin && !impersonating) return true;
  return normalizeStatus(profile?.access_status) === 'aprobado';
}

/**
 * Whether an attendee's account gives access to the sessions of the current edition (approved in
 * it and not archived): who is registered in the webinars, with a personal join link.
 */
export function hasSessionAccess(
  profile:
    | { access_status?: string | null; archived_at?: Date | null; edition_id?: string | null }
    | null
    | undefined,
  currentEditionId: string | null,
): boolean {
  return Boolean(
    profile &&
    !profile.archived_at &&
    profile.edition_id === currentEditionId &&
    normalizeStatus(profile.access_status) === 'aprobado',
  );
}
