import type { Edition } from '../models/Edition';

/**
 * The time an edition's records belong to: from its publication until the next edition's
 * publication, open-ended while no later one is published.
 */
export interface EditionPeriod {
  from: Date;
  to: Date | null;
}

type Published = Pick<Edition, 'id' | 'published_at'>;

/**
 * The period of `editionId` among `editions`. Email logs, audit entries, jobs and sessions name no
 * edition: each belongs to the edition that was current when it was made. `null` for a draft
 * (never published) or an id not among them.
 */
export function editionPeriod(
  editions: readonly Published[],
  editionId: string,
): EditionPeriod | null {
  const from = editions.find((edition) => edition.id === editionId)?.published_at;
  if (!from) return null;
  const later = editions
    .map((edition) => edition.published_at?.getTime())
    .filter((at): at is number => at !== undefined && at > from.getTime());
  return { from, to: later.length ? new Date(Math.min(...later)) : null };
}

/** The moment falls in the period: from its start included to its end excluded. */
export function inEditionPeriod(period: EditionPeriod, date: Date): boolean {
  return date >= period.from && (period.to === null || date < period.to);
}

/** The editions that have a period (every one but the drafts), the latest published first. */
export function publishedEditions<T extends Published>(editions: readonly T[]): T[] {
  return editions
    .filter((edition) => edition.published_at !== null)
    .sort((a, b) => (b.published_at as Date).getTime() - (a.published_at as Date).getTime());
}
