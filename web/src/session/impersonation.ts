import { createContext, useContext } from 'react';

/**
 * Whether an administrator is viewing the site as another user. Impersonation is not built yet:
 * the default is `false`, and a later provider of this context switches the gates to the viewed
 * user's rules without touching them.
 */
export const ImpersonationContext = createContext(false);

export function useImpersonating(): boolean {
  return useContext(ImpersonationContext);
}
