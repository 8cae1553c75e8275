// Bundles the functions into one CommonJS file so `firebase deploy` needs no workspace
// resolution: @curso/common (and its yup) is inlined, the packages this workspace declares as
// dependencies stay external and are installed by Cloud Build from package.json.
//
// Beside it, in lib/site/, what publishing the site needs: the web app's prerenderer, bundled
// whole (the functions install no React), and the built app's HTML shell, whose script names
// match the assets the same build deploys to Hosting.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const path = (relative) => new URL(relative, import.meta.url).pathname;

await build({
  entryPoints: [path('./src/index.ts')],
  outfile: path('./lib/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});

rmSync(path('./lib/site'), { recursive: true, force: true });
await build({
  entryPoints: [path('../web/src/prerender/renderSiteFiles.tsx')],
  outdir: path('./lib/site'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Modules for pages that are not prerendered stay in chunks of their own, never loaded.
  splitting: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
  // The bundled CommonJS packages (React's server renderer) require Node's own modules.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'error',
});
const shell = path('../web/dist/app.html');
mkdirSync(path('./lib/site'), { recursive: true });
if (existsSync(shell)) copyFileSync(shell, path('./lib/site/app.html'));
