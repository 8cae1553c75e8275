import { createContext, useContext } from 'react';
import type { Profile } from '@curso/common';

/** The profile an `AccessGate` let through, for the pages below it (`null`: no document). */
export const GatedProfileContext = createContext<Profile | null>(null);

export function useGatedProfile(): Profile | null {
  return useContext(GatedProfileContext);
}
