export interface Timestamp {
  seconds: number;
  nanos: number;
}

const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

export function parseTimestamp(text: string): Timestamp {
  const m = RFC3339.exec(text);
  if (!m) throw new Error(`Invalid timestamp: ${text}`);
  const millis = Date.parse(`${m[1]}${m[3]}`);
  if (Number.isNaN(millis)) throw new Error(`Invalid timestamp: ${text}`);
  return { seconds: Math.floor(millis / 1000), nanos: Number((m[2] ?? '').padEnd(9, '0')) };
}

export function formatTimestamp(ts: Timestamp): string {
  const base = new Date(ts.seconds * 1000).toISOString().slice(0, 19);
  return `${base}.${String(ts.nanos).padStart(9, '0')}Z`;
}

export function compareTimestamps(a: string, b: string): number {
  const x = parseTimestamp(a);
  const y = parseTimestamp(b);
  return x.seconds - y.seconds || x.nanos - y.nanos;
}

/**
 * Commit and read times. Strictly increasing so that every commit has its own version and listeners'
 * read times never go backwards, even when several commits land in the same millisecond.
 */
export class Clock {
  private lastMicros = 0;

  next(): string {
    this.lastMicros = Math.max(Date.now() * 1000, this.lastMicros + 1);
    return this.format(this.lastMicros);
  }

  /** The latest time handed out (or now, if later): a read time that covers every commit so far. */
  current(): string {
    this.lastMicros = Math.max(Date.now() * 1000, this.lastMicros);
    return this.format(this.lastMicros);
  }

  private format(micros: number): string {
    return formatTimestamp({ seconds: Math.floor(micros / 1e6), nanos: (micros % 1e6) * 1000 });
  }
}
