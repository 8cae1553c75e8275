// Builds and starts the whole local stack once for every journey; the teardown stops it.
// With E2E_USE_RUNNING_STACK=1 the journeys run against a stack already started by `npm start`.
import { buildAll, startStack } from '../../scripts/stack.mjs';

export default async function globalSetup() {
  if (process.env.E2E_USE_RUNNING_STACK === '1') return;
  buildAll();
  globalThis.__curso_stack = await startStack({ seed: true });
}
