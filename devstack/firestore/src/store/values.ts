import { compareTimestamps } from './timestamp';
import type { Fields, Value } from './types';

/** Firestore's cross-type ordering: null < bool < number < timestamp < string < bytes < ref < geo < array < map. */
export function typeOrder(v: Value): number {
  if ('nullValue' in v) return 0;
  if ('booleanValue' in v) return 1;
  if ('integerValue' in v || 'doubleValue' in v) return 2;
  if ('timestampValue' in v) return 3;
  if ('stringValue' in v) return 4;
  if ('bytesValue' in v) return 5;
  if ('referenceValue' in v) return 6;
  if ('geoPointValue' in v) return 7;
  if ('arrayValue' in v) return 8;
  if ('mapValue' in v) return 9;
  throw new Error(`Unsupported value: ${JSON.stringify(v)}`);
}

export function toNumber(v: Value): number {
  return 'integerValue' in v ? Number(v.integerValue) : Number(v.doubleValue);
}

export function isNaNValue(v: Value): boolean {
  return 'doubleValue' in v && Number.isNaN(Number(v.doubleValue));
}

function compareNumbers(a: Value, b: Value): number {
  if ('integerValue' in a && 'integerValue' in b) {
    const x = BigInt(a.integerValue as string);
    const y = BigInt(b.integerValue as string);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Firestore orders strings by their UTF-8 bytes, which differs from UTF-16 order above U+E000. */
export function compareStrings(a: string, b: string): number {
  return sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

export function compareReferences(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = compareStrings(x[i], y[i]);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return sign(ta - tb);
  switch (ta) {
    case 0:
      return 0;
    case 1:
      return sign(Number(a.booleanValue) - Number(b.booleanValue));
    case 2:
      return compareNumbers(a, b);
    case 3:
      return sign(compareTimestamps(a.timestampValue!, b.timestampValue!));
    case 4:
      return compareStrings(a.stringValue!, b.stringValue!);
    case 5:
      return sign(
        Buffer.compare(Buffer.from(a.bytesValue!, 'base64'), Buffer.from(b.bytesValue!, 'base64')),
      );
    case 6:
      return compareReferences(a.referenceValue!, b.referenceValue!);
    case 7: {
      const ga = a.geoPointValue!;
      const gb = b.geoPointValue!;
      return (
        sign((ga.latitude ?? 0) - (gb.latitude ?? 0)) ||
        sign((ga.longitude ?? 0) - (gb.longitude ?? 0))
      );
    }
    case 8: {
      const xs = a.arrayValue!.values ?? [];
      const ys = b.arrayValue!.values ?? [];
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        const c = compareValues(xs[i], ys[i]);
        if (c !== 0) return c;
      }
      return sign(xs.length - ys.length);
    }
    default: {
      const fa = a.mapValue!.fields ?? {};
      const fb = b.mapValue!.fields ?? {};
      const ka = Object.keys(fa).sort(compareStrings);
      const kb = Object.keys(fb).sort(compareStrings);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const c = compareStrings(ka[i], kb[i]) || compareValues(fa[ka[i]], fb[kb[i]]);
        if (c !== 0) return c;
      }
      return sign(ka.length - kb.length);
    }
  }
}

/** Query equality: numbers compare by value (1 == 1.0); NaN equals nothing. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return compareValues(a, b) === 0;
}

/** A stable text form for detecting whether a write changed a document at all. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Splits a field path (`a.b`, with backquoted segments such as `` `x.y`.z ``) into segments. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < path.length) current += path[++i];
      else if (ch === '`') quoted = false;
      else current += ch;
    } else if (ch === '`') quoted = true;
    else if (ch === '.') {
      segments.push(current);
      current = '';
    } else current += ch;
  }
  segments.push(current);
  if (segments.some((s) => s === '')) throw new Error(`Invalid field path: ${path}`);
  return segments;
}

export function getField(fields: Fields, path: string[]): Value | undefined {
  let current: Value | undefined = { mapValue: { fields } };
  for (const segment of path) {
    current = current?.mapValue?.fields?.[segment];
    if (current === undefined) return undefined;
  }
  return current;
}

export function setField(fields: Fields, path: string[], value: Value): void {
  let target = fields;
  for (const segment of path.slice(0, -1)) {
    let next = target[segment];
    if (!next || !('mapValue' in next)) {
      next = { mapValue: { fields: {} } };
      target[segment] = next;
    }
    next.mapValue!.fields ??= {};
    target = next.mapValue!.fields!;
  }
  target[path[path.length - 1]] = value;
}

export function deleteField(fields: Fields, path: string[]): void {
  let target: Fields | undefined = fields;
  for (const segment of path.slice(0, -1)) {
    target = target?.[segment]?.mapValue?.fields;
    if (!target) return;
  }
  delete target[path[path.length - 1]];
}

export function cloneFields(fields: Fields): Fields {
  return structuredClone(fields);
}
