/** Reads until `ok` holds (what a trigger or webhook writes lands a little later), 10 s at most. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i += 1) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  return read();
}
