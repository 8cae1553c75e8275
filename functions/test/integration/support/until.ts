/** Reads until `ok` holds (what a trigger or webhook writes lands a little later), 10 s by default. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  for (let i = 0; i < timeoutMs / 200; i += 1) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  return read();
}
