import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import type { Profile } from '@curso/common';
import { profileRef } from '../firebase/refs';

export type ProfileState = { status: 'loading' } | { status: 'ready'; profile: Profile | null };

/** The live profile of `uid` (`null` while no document exists). */
export function useProfile(uid: string): ProfileState {
  // reactfire keys its subscription by path; memoising keeps the same ref object across renders.
  const ref = useMemo(() => profileRef(uid), [uid]);
  const { status, data } = useFirestoreDocData(ref);
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', profile: data ?? null };
}
