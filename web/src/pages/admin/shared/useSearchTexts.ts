import { useMemo } from 'react';
import { searchText, type SearchableProfile } from '@curso/common';

/**
 * Each profile's search text, folded once per list rather than on every keystroke: a search then
 * only compares strings. Keyed by the profile's id.
 */
export function useSearchTexts<P extends SearchableProfile & { id: string }>(
  profiles: readonly P[],
): ReadonlyMap<string, string> {
  return useMemo(() => new Map(profiles.map((p) => [p.id, searchText(p)])), [profiles]);
}
