export default async function globalTeardown() {
  await globalThis.__rules_emulator?.stop();
}
