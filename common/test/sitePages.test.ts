import { nextSiteChange } from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

const at = (iso: string) => new Date(iso);

describe('nextSiteChange: when the published pages must be rendered again with no edit', () => {
  const edition = editionWith(
    { ends_at: at('2027-11-05T17:15:00Z') },
    {
      key: 'online',
      changes: {
        registration_opens_at: at('2027-03-01T08:00:00Z'),
        registration_closes_at: at('2027-11-01T23:00:00Z'),
        early_price: 150,
        early_price_until: at('2027-06-30T22:00:00Z'),
      },
    },
  );

  it('is the next moment a plan opens, ends its early price or closes, in order', () => {
    expect(nextSiteChange(edition, at('2027-01-01T00:00:00Z'))).toEqual(at('2027-03-01T08:00:00Z'));
    expect(nextSiteChange(edition, at('2027-03-01T08:00:00Z'))).toEqual(at('2027-06-30T22:00:00Z'));
    expect(nextSiteChange(edition, at('2027-07-01T00:00:00Z'))).toEqual(at('2027-11-01T23:00:00Z'));
  });

  it('takes the end of the course for a plan that closes with it', () => {
    expect(nextSiteChange(edition, at('2027-11-02T00:00:00Z'))).toEqual(at('2027-11-05T17:15:00Z'));
  });

  it('ignores an early-price deadline without an early price', () => {
    const noEarly = editionWith(
      { ends_at: at('2027-11-05T17:15:00Z') },
      {
        key: 'online',
        changes: { early_price: null, early_price_until: at('2027-06-30T22:00:00Z') },
      },
    );
    // Nothing else changes before the course ends.
    expect(nextSiteChange(noEarly, at('2027-06-01T00:00:00Z'))).toEqual(at('2027-11-05T17:15:00Z'));
  });

  it('is null once the course is over', () => {
    expect(nextSiteChange(currentEdition, at('2100-01-01T00:00:00Z'))).toBeNull();
  });
});
