import { useCallback, useEffect, useState } from 'react';
import { useSignedInUser } from '../data/session';
import type { Impersonation } from './impersonation';
import { clearImpersonation, readImpersonation, saveImpersonation } from './impersonationStorage';

/**
 * This tab's stored impersonation, valid only while the administrator who started it is the one
 * signed in; anyone else (signed out, another account) finds it forgotten.
 */
export function useStoredImpersonation() {
  const session = useSignedInUser();
  const [stored, setStored] = useState(readImpersonation);

  const current =
    stored && session.status === 'signedIn' && session.isAdmin && session.uid === stored.adminUid
      ? stored
      : null;

  const orphaned = stored !== null && session.status !== 'loading' && current === null;
  useEffect(() => {
    if (!orphaned) return;
    clearImpersonation();
    setStored(null);
  }, [orphaned]);

  const save = useCallback((next: Impersonation) => {
    saveImpersonation(next);
    setStored(next);
  }, []);
  const end = useCallback(() => {
    clearImpersonation();
    setStored(null);
  }, []);

  return { session, current, save, end };
}
