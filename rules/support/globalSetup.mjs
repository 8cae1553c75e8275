import { startEmulatorsOnly } from '../../scripts/stack.mjs';

export default async function globalSetup() {
  globalThis.__rules_emulator = await startEmulatorsOnly(['firestore']);
}
