import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { HOST, PORTS, WEB_EMULATOR_ENV } from '../scripts/stackAddresses.cjs';

// The emulators' addresses, unless the build sets its own (Vite reads VITE_* from the environment).
for (const [name, value] of Object.entries(WEB_EMULATOR_ENV)) process.env[name] ??= value;

// The Hosting emulator serves `dist/`; the dev server listens on the same host.
export default defineConfig({
  plugins: [react()],
  server: { host: HOST, port: PORTS.webDev },
  build: {
    outDir: 'dist',
    // Maps are kept for reading production stack traces, but neither linked nor deployed.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'firestore',
              // Not the request/response client (`lite`, here and in the firebase group): only the
              // back office loads it, in its own chunks.
              test: /node_modules[\\/]@firebase[\\/]firestore[\\/](?!dist[\\/]lite[\\/])/,
              priority: 1,
            },
            {
              name: 'firebase',
              test: /node_modules[\\/](@firebase(?![\\/]firestore[\\/]dist[\\/]lite[\\/])|firebase(?![\\/]firestore[\\/]lite[\\/])|reactfire|rxfire|rxjs)[\\/]/,
            },
            // Not the data grid (`@mui/x-*`): it stays in the back office's lazily loaded chunk,
            // which attendees never download.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion|@popperjs)/,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
