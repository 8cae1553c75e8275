// The integration tests run against the same local stack as `npm start` (without the Hosting
// emulator and demo data), with their own function secrets so they can sign webhooks. The web app
// is built too: the functions publish its prerendered pages after each change to the edition.
import { readFileSync } from 'node:fs';
import { buildAll, startStack } from '../../../scripts/stack.mjs';

export default async function globalSetup() {
  const secrets = JSON.parse(
    readFileSync(new URL('./support/secrets.json', import.meta.url), 'utf8'),
  );
  buildAll();
  globalThis.__curso_stack = await startStack({
    seed: false,
    hosting: false,
    secrets,
    // The production limit: each test client below comes from an address of its own.
    params: { CODE_SENDS_PER_ADDRESS: 20 },
  });
}
