import { useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';
import type { Profile } from '@curso/common';
import * as callables from '../src/data/callables';
import * as profileModule from '../src/data/profile';
import * as sessionModule from '../src/data/session';
import type { ProfileState } from '../src/data/profile';
import type { SessionState } from '../src/data/session';

export const api = {
  sendVerificationCode: jest.mocked(callables.sendVerificationCode),
  verifyCode: jest.mocked(callables.verifyCode),
  createPayment: jest.mocked(callables.createPayment),
  signInWithToken: jest.mocked(sessionModule.signInWithToken),
  signOutUser: jest.mocked(sessionModule.signOutUser),
};

/** A tiny observable value: the fakes of Firebase's listeners re-render readers on change. */
function liveValue<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: T) {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const session = liveValue<SessionState>({ status: 'signedOut' });
const profile = liveValue<ProfileState>({ status: 'loading' });

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const created = new Date('2025-09-01T10:00:00Z');
  return {
    id: 'user-1',
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'García',
    phone: null,
    phone_country_code: '+34',
    company: null,
    position: null,
    specialty: 'gastroenterologia',
    country: 'ES',
    city: 'Madrid',
    linkedin_url: null,
    is_laspghn_member: false,
    plan_name: 'online',
    society: null,
    payment_status: 'pending',
    access_status: 'pendiente_aprobacion',
    archived_at: null,
    archive_reason: null,
    sponsor: null,
    sponsor_notification_email: null,
    stripe_customer_id: null,
    approval_email_sent_at: null,
    email_notifications: true,
    consents_accepted_at: created,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function signedIn({ uid = 'user-1', isAdmin = false } = {}): void {
  session.set({ status: 'signedIn', uid, email: 'ana@example.com', isAdmin });
}

/** The signed-in user's profile document, as the live listener would deliver it. */
export function setProfile(overrides: Partial<Profile> | null = {}): void {
  profile.set({ status: 'ready', profile: overrides && makeProfile(overrides) });
}

/** A later snapshot of the profile arriving while the page is shown. */
export function pushProfile(overrides: Partial<Profile>): void {
  act(() => setProfile(overrides));
}

export function resetDataFakes(): void {
  jest.resetAllMocks();
  session.set({ status: 'signedOut' });
  profile.set({ status: 'loading' });
  jest
    .mocked(sessionModule.useSignedInUser)
    .mockImplementation(() => useSyncExternalStore(session.subscribe, session.get));
  jest
    .mocked(profileModule.useProfile)
    .mockImplementation(() => useSyncExternalStore(profile.subscribe, profile.get));
  api.signOutUser.mockImplementation(async () => session.set({ status: 'signedOut' }));
  api.signInWithToken.mockImplementation(async () => signedIn());
}
