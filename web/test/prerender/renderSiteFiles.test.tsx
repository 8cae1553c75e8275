/**
 * @jest-environment node
 */
// Rendered as the functions render it, in Node: Emotion collects the styles only without a DOM.
// That the browser takes the markup over is checked in Chromium (e2e/test/prerender.e2e.ts).
import { editionFromJson, es, formatEuros, priceBreakdown, publicPlans } from '@curso/common';
import { currentEdition, editionWith } from '../../../common/test/fixtures/editions';
import { renderSiteFiles } from '../../src/prerender/renderSiteFiles';

/** The built app's shell as Vite writes it: an empty root and the app's script. */
const SHELL = `<!doctype html><html lang="es"><head><meta charset="UTF-8" />
<link rel="preload" href="/edition.json" as="fetch" crossorigin="anonymous" />
<title>Curso EII Pediátrica</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`;

/** A prerendered file's visible text, as a browser without JavaScript shows it. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The edition a prerendered page carries, as the browser parses it. */
function carried(html: string): { title: string } {
  const json = /<script type="application\/json" id="site-edition">([^<]*)<\/script>/.exec(html);
  if (!json) throw new Error('The page carries no edition');
  return JSON.parse(json[1]) as { title: string };
}

describe('renderSiteFiles', () => {
  it('prerenders / and /register with the edition, its plans and prices, and carries the edition', async () => {
    const files = await renderSiteFiles(currentEdition, SHELL);
    const home = visibleText(files['/index.html']);
    expect(home).toContain(es.home.title);
    for (const plan of publicPlans(currentEdition)) {
      expect(home).toContain(plan.name);
      if (plan.price > 0) expect(home).toContain(formatEuros(priceBreakdown(plan).base));
    }
    expect(visibleText(files['/register.html'])).toContain(es.register.title);
    expect(files['/index.html']).toContain(`<title>${currentEdition.short_title}</title>`);
    // The page has its edition: it does not ask for it again.
    expect(files['/index.html']).not.toContain('href="/edition.json"');
    expect(files['/index.html']).toContain('src="/assets/index-abc.js"');
    expect(editionFromJson(JSON.parse(files['/edition.json']))).toEqual(currentEdition);
    // No inline script: the site's CSP would block it.
    expect(files['/index.html']).not.toMatch(/<script>/);
  });

  it('says "Plazas agotadas" for a full plan on both pages', async () => {
    const key = currentEdition.plans.find((plan) => plan.capacity === null && plan.price > 0)!.key;
    const files = await renderSiteFiles(
      editionWith({}, { key, changes: { capacity: 5, full: true } }),
      SHELL,
    );
    expect(visibleText(files['/index.html'])).toContain(es.home.planFull);
    expect(
      JSON.parse(files['/edition.json']).plans.find((p: { key: string }) => p.key === key).full,
    ).toBe(true);
  });

  it('keeps what an administrator typed from ending the script that carries the edition', async () => {
    const title = 'Curso </script><script>alert(1)</script> & más';
    const files = await renderSiteFiles(editionWith({ title }), SHELL);
    expect(files['/index.html'].match(/<\/script>/g)).toHaveLength(2);
    expect(files['/index.html']).not.toContain('<script>alert(1)');
    expect(carried(files['/index.html']).title).toBe(title);
  });

  it('says registrations are not open on both pages when no edition is published', async () => {
    const files = await renderSiteFiles(null, SHELL);
    expect(files['/edition.json']).toBe('null');
    expect(visibleText(files['/index.html'])).toContain(es.errors['no-current-edition']);
    expect(visibleText(files['/register.html'])).toContain(es.errors['no-current-edition']);
  });
});
