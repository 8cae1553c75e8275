import type { Edition } from './models/Edition';

/** What a publication of the site writes, by Hosting path: file contents as text. */
export type SiteFiles = Record<`/${string}`, string>;

/**
 * The files each publication rewrites: the two public pages, prerendered with the edition they
 * show (Hosting serves `/register` from `/register.html`, its `cleanUrls`), and the edition's
 * public copy, which every other page reads.
 */
export const SITE_FILES = ['/index.html', '/register.html', '/edition.json'] as const;

/**
 * The prerenderer (web/src/prerender), which the functions load only to publish the site: the
 * files of `SITE_FILES` for an edition (`null`: none published), from the built app's HTML shell.
 */
export interface SiteRenderer {
  renderSiteFiles(edition: Edition | null, shell: string): Promise<SiteFiles>;
  /** The same from a published `/edition.json` (what a deploy republishes the live site from). */
  renderSiteFilesFromJson(json: unknown, shell: string): Promise<SiteFiles>;
}

/**
 * The next moment the public pages read differently with no change to the edition: a plan opens
 * or closes for registration, or its early price ends. `null` when nothing is left to change.
 */
export function nextSiteChange(edition: Edition, now: Date): Date | null {
  const moments = edition.plans.flatMap((plan) => [
    plan.registration_opens_at,
    plan.registration_closes_at ?? edition.ends_at,
    plan.early_price !== null ? plan.early_price_until : null,
  ]);
  const coming = moments
    .filter((moment): moment is Date => moment !== null && moment > now)
    .map((moment) => moment.getTime());
  return coming.length ? new Date(Math.min(...coming)) : null;
}
