/** What a callable does when a test did not set it up: fail loudly, naming it. */
export function unfakedCallable(name: string | symbol): () => Promise<never> {
  return () => Promise.reject(new Error(`callable ${String(name)} not faked in this test`));
}
