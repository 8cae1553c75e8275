import { useMemo } from 'react';
import {
  matchesRegistrationFilters,
  searchText,
  type Profile,
  type RegistrationFilters,
} from '@curso/common';
import { useRegistrations } from '../../../data/admin/registrations';

/**
 * The registrations and those that pass the filters. Each profile's search text is folded once
 * per snapshot, so a keystroke only compares strings.
 */
export function useFilteredRegistrations(filters: RegistrationFilters) {
  const registrations = useRegistrations();
  const all = useMemo(
    () => (registrations.status === 'ready' ? registrations.items : []),
    [registrations],
  );
  const texts = useMemo(
    () => new Map(all.map((profile) => [profile.id, searchText(profile)])),
    [all],
  );
  const shown = useMemo(
    () =>
      all.filter((profile: Profile) =>
        matchesRegistrationFilters(profile, filters, texts.get(profile.id)),
      ),
    [all, texts, filters],
  );
  return { registrations, all, shown };
}
