import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { HOST, PORTS, WEB_EMULATOR_ENV } from '../scripts/stackAddresses.cjs';

// The emulators' addresses, unless the build sets its own (Vite reads VITE_* from the environment).
for (const [name, value] of Object.entries(WEB_EMULATOR_ENV)) process.env[name] ??= value;

// The Hosting emulator serves `dist/`; the dev server listens on the same host.
export default defineConfig({
  plugins: [react()],
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
    // The edition's public JSON is a Hosting rewrite to a function: the dev server asks Hosting.
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
            {
              name: 'firebase',
              test: /node_modules[\\/](@firebase(?![\\/]firestore[\\/]dist[\\/]lite[\\/])|firebase(?![\\/]firestore[\\/]lite[\\/])|reactfire|rxjs|idb)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
