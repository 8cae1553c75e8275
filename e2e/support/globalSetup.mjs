// Builds and starts the whole local stack once for every journey; the teardown stops it.
import { buildAll, startStack } from '../../scripts/stack.mjs';

export default async function globalSetup() {
  buildAll();
  globalThis.__curso_stack = await startStack({ seed: true });
}
