import { COUNTRIES, optionLabel, SPECIALTIES } from '../catalog/options';
import { normalizeStatus, type PlanKey } from '../catalog/plans';
import type { AccessStatus } from '../catalog/statuses';
import { isArchived } from './accessGate';
import { fullName } from './names';

/** "Gestión de Registros"'s four filters; active records are the default. */
export interface RegistrationFilters {
  search: string;
  record: 'active' | 'archived' | 'all';
  access: 'all' | AccessStatus;
  plan: 'all' | PlanKey;
}

export const DEFAULT_REGISTRATION_FILTERS: RegistrationFilters = {
  search: '',
  record: 'active',
  access: 'all',
  plan: 'all',
};

/** Lower case without accents, so "nunez" finds "Núñez" and "ESPANA" finds "España". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-ES')
    .trim();
}

export interface SearchableProfile {
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  specialty: string | null;
  country: string | null;
  position?: string | null;
}

/** Every text the free search looks in: name, email, company, specialty and country. */
export function searchText(profile: SearchableProfile): string {
  return foldForSearch(
    [
      fullName(profile.first_name, profile.last_name),
      profile.email,
      profile.company ?? '',
      profile.specialty ?? '',
      optionLabel(SPECIALTIES, profile.specialty),
      profile.country ?? '',
      optionLabel(COUNTRIES, profile.country),
    ].join(' '),
  );
}

/**
 * Whether a `searchText` contains every word of the search: the search is folded once here, so a
 * page filtering thousands of rows on a keystroke folds it once, not once per row.
 */
export function searchMatcher(search: string): (text: string) => boolean {
  const words = foldForSearch(search).split(/\s+/);
  return (text) => words.every((word) => text.includes(word));
}

type FilterableRegistration = SearchableProfile & {
  plan_name: string;
  access_status: string;
  archived_at?: Date | null;
};

/**
 * The filters as one test of a registration. `text` is its `searchText`, which a page computes
 * once per snapshot rather than on every keystroke.
 */
export function registrationFilter(
  filters: RegistrationFilters,
): (profile: FilterableRegistration, text?: string) => boolean {
  const matches = searchMatcher(filters.search);
  return (profile, text = searchText(profile)) => {
    const archived = isArchived(profile);
    if (filters.record === 'active' && archived) return false;
    if (filters.record === 'archived' && !archived) return false;
    if (filters.access !== 'all' && normalizeStatus(profile.access_status) !== filters.access) {
      return false;
    }
    if (filters.plan !== 'all' && normalizeStatus(profile.plan_name) !== filters.plan) return false;
    return matches(text);
  };
}
