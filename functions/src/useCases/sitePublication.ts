import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nextSiteChange, withFullPlans, type SiteRenderer } from '@curso/common';
import { taskQueue } from '../adapters/firebase';
import { publishSiteFiles } from '../adapters/hosting';
import { logger } from '../lib/logging';
import { siteEdition } from '../repositories/editions';
import { seatsTaken } from './seats';

/** Where the functions' build puts the prerenderer and the built app's shell (build.mjs). */
const SITE_DIR = join(__dirname, 'site');

/** The task function that publishes the site (one at a time, the last change last). */
export const SITE_TASK = 'sitePublicationTask';

/**
 * Asks for the site to be published again: after a change to the edition it shows, a plan filling
 * up or freeing a place, or at `at` (the next moment its pages change on their own). A publication
 * reads everything afresh when it runs, so asking twice costs a publication, never a stale page.
 */
export async function requestSitePublication(at?: Date): Promise<void> {
  const queue = taskQueue<Record<string, never>>(SITE_TASK);
  if (!at) {
    await queue.enqueue({});
    return;
  }
  // Named by its moment: the publications before it ask for it again, and Cloud Tasks keeps one.
  await queue
    .enqueue({}, { scheduleTime: at, id: `site-at-${at.getTime()}` })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
    });
}

/**
 * Renders `/`, `/register` and `/edition.json` for the edition the site shows, with each plan's
 * places, and publishes them to Hosting over the deployed app: a visitor's first paint needs no
 * JavaScript and no request for the edition, and no page shows a price or a plan that has changed.
 */
export async function publishSite(): Promise<void> {
  const shell = await readFile(join(SITE_DIR, 'app.html'), 'utf8').catch(() => null);
  if (shell === null) {
    // Only a build without the web app (some test stacks) has none: there is no site to publish.
    logger.warn('Site not published: the functions were built without the web app');
    return;
  }
  const edition = await siteEdition();
  const shown = edition && withFullPlans(edition, await seatsTaken(edition));
  const renderer = (await import(
    pathToFileURL(join(SITE_DIR, 'renderSiteFiles.mjs')).href
  )) as SiteRenderer;
  const files = await renderer.renderSiteFiles(shown, shell);
  await publishSiteFiles(files, edition ? `Edición ${edition.id}` : 'Sin edición publicada');
  logger.info('Site published', { edition: edition?.id ?? null });
  const next = edition && nextSiteChange(edition, new Date());
  if (next) await requestSitePublication(next);
}
