import { reviveDates } from '../src/models/reviveDates';

/** Shaped as both SDKs' Timestamps are: a class instance with seconds, nanoseconds and toDate. */
class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toDate(): Date {
    return new Date(this.seconds * 1000 + this.nanoseconds / 1e6);
  }
}
class FakeGeoPoint {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}
class FakeReference {
  constructor(readonly path: string) {}
}

const at = (iso: string) => new FakeTimestamp(Date.parse(iso) / 1000, 0);

describe('reviveDates', () => {
  it('turns Timestamps into Dates at the top level, in nested objects and in arrays', () => {
    const revived = reviveDates({
      created_at: at('2025-11-07T08:50:00Z'),
      nested: { when: at('2025-01-01T00:00:00Z'), list: [at('2025-02-01T00:00:00Z'), 3] },
    }) as Record<string, unknown>;
    expect(revived.created_at).toEqual(new Date('2025-11-07T08:50:00Z'));
    expect(revived.nested).toEqual({
      when: new Date('2025-01-01T00:00:00Z'),
      list: [new Date('2025-02-01T00:00:00Z'), 3],
    });
  });

  it('keeps references, GeoPoints and other class instances as they are', () => {
    const place = new FakeGeoPoint(41.39, 2.17);
    const owner = new FakeReference('profiles/u1');
    const revived = reviveDates({ place, owner, at: [place] }) as Record<string, unknown>;
    expect(revived.place).toBe(place);
    expect(revived.owner).toBe(owner);
    expect((revived.at as unknown[])[0]).toBe(place);
  });

  it('leaves plain values, nulls and an object without a prototype intact', () => {
    const bare = Object.assign(Object.create(null) as object, {
      n: 1,
      when: at('2025-03-01T00:00:00Z'),
    });
    expect(reviveDates({ a: null, b: 'x', c: 0, d: false })).toEqual({
      a: null,
      b: 'x',
      c: 0,
      d: false,
    });
    expect(reviveDates(bare)).toEqual({ n: 1, when: new Date('2025-03-01T00:00:00Z') });
  });
});
