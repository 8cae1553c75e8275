import { useMemo } from 'react';
import { registrationFilter, type Edition, type RegistrationFilters } from '@curso/common';
import { useRegistrations } from '../../../data/admin/registrations';
import type { RegistrationRow } from '../../../data/admin/registrationRows';
import { useSearchTexts } from '../shared/useSearchTexts';

/**
 * The edition's registrations and those that pass the filters; until all are read (`complete`),
 * the newest of them.
 */
export function useFilteredRegistrations(edition: Edition, filters: RegistrationFilters) {
  const registrations = useRegistrations(edition);
  const all = useMemo(() => {
    if (registrations.status === 'ready') return registrations.items;
    return registrations.status === 'loading' ? (registrations.newest ?? []) : [];
  }, [registrations]);
  const texts = useSearchTexts(all);
  const shown = useMemo(() => {
    const passes = registrationFilter(filters);
    return all.filter((profile: RegistrationRow) => passes(profile, texts.get(profile.id)));
  }, [all, texts, filters]);
  return { registrations, all, shown, complete: registrations.status === 'ready' };
}
