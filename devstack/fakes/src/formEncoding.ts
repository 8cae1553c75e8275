/** A value decoded from Stripe's bracketed form encoding. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Decodes `a[b][0][c]=v` pairs, the encoding the Stripe library sends, into nested objects and
 * arrays (a key made only of digits indexes an array).
 */
export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(keys[index + 1]) ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
