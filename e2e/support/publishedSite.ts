import { SITE } from './browser';

/**
 * Waits until Hosting serves the site as published for `editionId` (`/edition.json`, which each
 * publication rewrites with the two prerendered pages): a change to the edition reaches the site
 * through a trigger and a task.
 */
export async function siteShows(editionId: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${SITE}/edition.json`);
    const type = response.headers.get('content-type') ?? '';
    const edition = type.includes('json')
      ? ((await response.json()) as { id?: string } | null)
      : null;
    if (edition?.id === editionId) return;
    if (Date.now() > deadline) throw new Error(`The site still shows ${edition?.id ?? 'nothing'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A page as Hosting serves it, before any script runs. */
export async function servedHtml(path: string): Promise<string> {
  return (await fetch(`${SITE}${path}`)).text();
}
