/** What both Firestore SDKs' Timestamps have in common. */
interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

function isTimestampLike(value: object): value is TimestampLike {
  const candidate = value as Partial<TimestampLike>;
  return (
    typeof candidate.toDate === 'function' &&
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number'
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Turns the Timestamps of a stored document into Dates, inside plain objects and arrays at any
 * depth, for either SDK's converter. Any other class instance (a reference, a GeoPoint, Bytes) is
 * kept as it is: flattening it into a plain object would lose what it is.
 */
export function reviveDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveDates);
  if (value === null || typeof value !== 'object') return value;
  if (isTimestampLike(value)) return value.toDate();
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveDates(inner)]));
}
