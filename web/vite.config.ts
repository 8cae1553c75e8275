import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { HOST, PORTS, WEB_EMULATOR_ENV } from '../scripts/stackAddresses.cjs';

// The emulators' addresses, unless the build sets its own (Vite reads VITE_* from the environment).
for (const [name, value] of Object.entries(WEB_EMULATOR_ENV)) process.env[name] ??= value;

/**
 * The built index.html is the shell of every page but the two prerendered ones, and each
 * publication of the site writes `index.html` (`/`, prerendered): the shell is `app.html`, where
 * Hosting sends every other address and where the prerenderer reads it from.
 */
function shellNamedApp(): Plugin {
  return {
    name: 'shell-named-app',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell) shell.fileName = 'app.html';
    },
  };
}

// The Hosting emulator serves `dist/`; the dev server listens on the same host.
export default defineConfig({
  plugins: [react(), shellNamedApp()],
  resolve: {
    alias: [
      {
        find: /^firebase\/(database|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/firebase/productsNotUsed.ts', import.meta.url)),
      },
    ],
  },
  server: {
    host: HOST,
    port: PORTS.webDev,
    // The edition's public copy is a file each publication writes to Hosting: the dev server asks it.
    proxy: { '/edition.json': `http://${HOST}:${PORTS.hosting}` },
  },
  build: {
    outDir: 'dist',
    // Maps are kept for reading production stack traces, but neither linked nor deployed.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // React and its router change far less often than the app, and every page needs them:
        // one chunk that stays cached across deploys. Everything else is split where it is used,
        // so a page downloads only its own libraries (the sign-up form no Firebase, no attendee
        // the back office's grids).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // Every signed-in page needs the SDK: one download rather than dozens of pieces. Not
            // Firestore's request/response client (`lite`), which only the back office loads.
            // reactfire's own imports (its React shim, the stand-in for the products it is not
            // given) go with it: left to the first chunk that uses them, that chunk and this one
            // would import each other, and one would run before the other had.
            {
              name: 'firebase',
              test: /node_modules[\\/](@firebase(?![\\/]firestore[\\/]dist[\\/]lite[\\/])|firebase(?![\\/]firestore[\\/]lite[\\/])|reactfire|rxjs|idb|use-sync-external-store)[\\/]|[\\/]src[\\/]firebase[\\/]productsNotUsed\.ts$/,
              includeDependenciesRecursively: false,
            },
            // What every first visit runs (the entry's static imports: the landing, the layout,
            // the theme, the common rules it uses): one file instead of a score of small ones,
            // each of which costs a request and its own compression.
            { name: 'site', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
