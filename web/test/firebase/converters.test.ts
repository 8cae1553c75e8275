import { GeoPoint, Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { profileConverter } from '../../src/firebase/converters';

const snapshotOf = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

describe('the web converters', () => {
  it('add the id, turn web-SDK Timestamps into Dates and keep a GeoPoint a GeoPoint', () => {
    const place = new GeoPoint(41.39, 2.17);
    const profile = profileConverter.fromFirestore(
      snapshotOf('u1', {
        first_name: 'Núria',
        created_at: Timestamp.fromDate(new Date('2025-11-07T08:50:00Z')),
        extra: { place },
      }),
    );
    expect(profile.id).toBe('u1');
    expect(profile.created_at).toEqual(new Date('2025-11-07T08:50:00Z'));
    expect((profile as unknown as { extra: { place: GeoPoint } }).extra.place).toBe(place);
  });
});
