import { GeoPoint, Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { editionRegistrationConverter, profileConverter } from '../../src/firebase/converters';

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

  it("revive a closed registration's dates, those of the attendance it kept included", () => {
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const registration = editionRegistrationConverter.fromFirestore(
      snapshotOf('u1', {
        edition_id: '2025',
        closed_at: at('2026-12-01T10:00:00Z'),
        accreditation: {
          sessions: {},
          certificates: { participation: { code: 'ABCD', issued_at: at('2025-11-10T11:00:00Z') } },
        },
      }),
    );
    expect(registration.id).toBe('u1');
    expect(registration.closed_at).toEqual(new Date('2026-12-01T10:00:00Z'));
    expect(registration.accreditation?.certificates?.participation?.issued_at).toEqual(
      new Date('2025-11-10T11:00:00Z'),
    );
  });
});
