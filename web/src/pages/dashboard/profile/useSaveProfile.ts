import { useCallback } from 'react';
import { es, type UpdateMyProfileRequest } from '@curso/common';
import { callableErrorText, callableFieldErrors } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';

const t = es.profile;

export type SaveResult = { ok: true } | { ok: false; fields?: Record<string, string> };

/** Saves part of the user's own profile and says how it went, with the refused fields if any. */
export function useSaveProfile(): (changes: UpdateMyProfileRequest) => Promise<SaveResult> {
  const toast = useToast();
  return useCallback(
    async (changes) => {
      try {
        await api.updateMyProfile(changes);
      } catch (error) {
        const description = callableErrorText(error, t.saveFailed);
        toast({ title: es.common.error, description, variant: 'destructive' });
        return { ok: false, fields: callableFieldErrors(error) };
      }
      toast({ title: t.savedTitle, description: t.saved });
      return { ok: true };
    },
    [toast],
  );
}
