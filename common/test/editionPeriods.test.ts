import { editionPeriod, inEditionPeriod, publishedEditions, type EditionPeriod } from '../src';
import { currentEdition, finishedEdition } from './fixtures/editions';

const at = (iso: string) => new Date(iso);

/** Three published editions, listed out of order, and a draft. */
const editions = [
  { id: '2027', published_at: at('2026-11-20T09:30:00Z') },
  { id: '2025', published_at: at('2025-03-01T09:00:00Z') },
  { id: '2028', published_at: null },
  { id: '2026', published_at: at('2025-12-01T08:00:00Z') },
];

describe('editionPeriod', () => {
  it.each<[string, EditionPeriod | null]>([
    ['2025', { from: at('2025-03-01T09:00:00Z'), to: at('2025-12-01T08:00:00Z') }],
    ['2026', { from: at('2025-12-01T08:00:00Z'), to: at('2026-11-20T09:30:00Z') }],
    ['2027', { from: at('2026-11-20T09:30:00Z'), to: null }],
    ['2028', null],
    ['1999', null],
  ])('%s → %p', (id, period) => {
    expect(editionPeriod(editions, id)).toEqual(period);
  });

  it("runs the demo's finished edition until the current one was published", () => {
    expect(editionPeriod([currentEdition, finishedEdition], finishedEdition.id)).toEqual({
      from: finishedEdition.published_at,
      to: currentEdition.published_at,
    });
  });
});

describe('inEditionPeriod', () => {
  const closed = { from: at('2025-03-01T09:00:00Z'), to: at('2025-12-01T08:00:00Z') };
  const open = { from: at('2025-12-01T08:00:00Z'), to: null };
  it.each<[EditionPeriod, string, boolean]>([
    [closed, '2025-03-01T09:00:00Z', true],
    [closed, '2025-11-07T09:00:00Z', true],
    [closed, '2025-03-01T08:59:59Z', false],
    [closed, '2025-12-01T08:00:00Z', false],
    [open, '2025-12-01T08:00:00Z', true],
    [open, '2030-01-01T00:00:00Z', true],
    [open, '2025-11-30T23:59:59Z', false],
  ])('%p holds %s: %p', (period, date, inside) => {
    expect(inEditionPeriod(period, at(date))).toBe(inside);
  });
});

describe('publishedEditions', () => {
  it('leaves the drafts out and lists the latest published first', () => {
    expect(publishedEditions(editions).map((edition) => edition.id)).toEqual([
      '2027',
      '2026',
      '2025',
    ]);
  });
});
