import { useMemo } from 'react';
import type { EditionPeriod } from '@curso/common';

/**
 * The period as one object for as long as its dates stay the same, so a query memoised on it is
 * not made again (and its listener not started again) when the editions' snapshot changes.
 */
export function useStablePeriod(period: EditionPeriod): EditionPeriod {
  const from = period.from.getTime();
  const to = period.to?.getTime() ?? null;
  return useMemo(
    () => ({ from: new Date(from), to: to === null ? null : new Date(to) }),
    [from, to],
  );
}
