import { reviveDates } from '@curso/common';
import { GeoPoint, Timestamp } from 'firebase-admin/firestore';

describe('reviveDates with firebase-admin values', () => {
  it('turns admin Timestamps into Dates and keeps a GeoPoint a GeoPoint', () => {
    const place = new GeoPoint(41.39, 2.17);
    const revived = reviveDates({
      at: Timestamp.fromDate(new Date('2025-11-07T08:50:00Z')),
      place,
    }) as Record<string, unknown>;
    expect(revived.at).toEqual(new Date('2025-11-07T08:50:00Z'));
    expect(revived.place).toBe(place);
  });
});
