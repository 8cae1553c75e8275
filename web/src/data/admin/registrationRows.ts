import type { EditionRegistration, Profile } from '@curso/common';
import type { CollectionState } from '../collectionState';

/**
 * A registration as the back office lists it: a profile, or an earlier edition's closed
 * registration shaped as one, with when it was closed and the attendance it kept.
 */
export type RegistrationRow = Profile &
  Partial<Pick<EditionRegistration, 'closed_at' | 'accreditation'>>;

/** A closed registration as a row: what it does not keep is empty, its last write its closing. */
function closedRow(registration: EditionRegistration): RegistrationRow {
  return {
    linkedin_url: null,
    stripe_customer_id: null,
    email_notifications: true,
    consents_accepted_at: null,
    updated_at: registration.closed_at,
    ...registration,
  };
}

/**
 * An edition's registrations, newest first: the profiles whose latest registration it is and the
 * registrations closed in it by people who moved on. Someone found in both, while their move
 * reaches the two listeners, is shown as closed.
 */
export function registrationRows(
  profiles: CollectionState<Profile>,
  closed: CollectionState<EditionRegistration>,
): CollectionState<RegistrationRow> {
  if (profiles.status === 'error') return profiles;
  if (closed.status === 'error') return closed;
  if (profiles.status === 'loading') {
    // The newest profiles are the newest rows only when no closed registration is among them.
    return closed.status === 'ready' && !closed.items.length ? profiles : { status: 'loading' };
  }
  if (closed.status === 'loading') return { status: 'loading' };
  if (!closed.items.length) return profiles;
  const byId = new Map<string, RegistrationRow>(profiles.items.map((p) => [p.id, p]));
  for (const registration of closed.items) byId.set(registration.id, closedRow(registration));
  const items = [...byId.values()].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  return { status: 'ready', items };
}
