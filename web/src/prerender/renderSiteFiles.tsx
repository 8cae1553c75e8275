import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  editionFromJson,
  editionToJson,
  type Edition,
  type SiteFiles,
  type SiteRenderer,
} from '@curso/common';
import { SiteShell } from '../App';
import { SITE_EDITION_ELEMENT_ID } from '../data/edition';
import { AppRoutes } from '../routes';

/**
 * JSON that cannot end the script element holding it, whatever an administrator typed into the
 * edition: `<`, `>` and `&` are escaped, and the line separators JavaScript once refused.
 */
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page at `path` as the browser's first render draws it, with the styles it uses. */
async function renderPage(
  path: string,
  edition: Edition | null,
): Promise<{ html: string; styles: string }> {
  // Emotion's own key, so that the browser adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  // Made before rendering: it sets the cache to collect the styles instead of writing them inline.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <SiteShell edition={edition}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </SiteShell>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline, however large: outlined ones need inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** The shell with a page's markup in its root, its styles and its edition. */
function pageFile(
  shell: string,
  page: { html: string; styles: string },
  edition: Edition | null,
  json: string,
): string {
  const head = [
    page.styles,
    `<script type="application/json" id="${SITE_EDITION_ELEMENT_ID}">${json}</script>`,
  ].join('');
  let file = shell
    // The page has its edition: the shell's request for it would download it twice.
    .replace(/<link rel="preload" href="\/edition\.json"[^>]*>/, '')
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (edition)
    file = file.replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(edition.short_title)}</title>`,
    );
  return file;
}

export const renderSiteFiles: SiteRenderer['renderSiteFiles'] = async (edition, shell) => {
  if (!shell.includes('<div id="root"></div>')) throw new Error('The HTML shell has no empty root');
  const json = inertJson(edition ? editionToJson(edition) : null);
  const [home, register] = await Promise.all([
    renderPage('/', edition),
    renderPage('/register', edition),
  ]);
  const files: SiteFiles = {
    '/index.html': pageFile(shell, home, edition, json),
    '/register.html': pageFile(shell, register, edition, json),
    '/edition.json': json,
  };
  return files;
};

export const renderSiteFilesFromJson: SiteRenderer['renderSiteFilesFromJson'] = (json, shell) =>
  renderSiteFiles(json === null ? null : editionFromJson(json), shell);
