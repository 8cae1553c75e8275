import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SITE_FILES } from '@curso/common';
import { PUBLISHED_SITE_DIR } from './stack';
import { until } from './until';

/** A file of the site as last published (`null` before the first publication). */
export function publishedFile(path: (typeof SITE_FILES)[number]): Promise<string | null> {
  return readFile(join(PUBLISHED_SITE_DIR, path), 'utf8').catch(() => null);
}

/** The public copy of an edition, as far as these tests read it. */
export interface PublishedEdition {
  id: string;
  plans: { key: string; price: number; full?: boolean }[];
}

/**
 * The published `/edition.json` once it satisfies `ok` (or as it is after 30 s): a publication
 * follows a change through a trigger and a task, and renders the pages before it writes.
 */
export function publishedEditionWhen(
  ok: (edition: PublishedEdition | null) => boolean,
): Promise<PublishedEdition | null> {
  return until(
    async () => {
      const json = await publishedFile('/edition.json');
      return json === null ? null : (JSON.parse(json) as PublishedEdition | null);
    },
    ok,
    30_000,
  );
}
