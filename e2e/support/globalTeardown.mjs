export default async function globalTeardown() {
  await globalThis.__curso_stack?.stop();
}
