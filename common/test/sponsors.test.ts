import { sponsorsOfLevel } from '../src';
import { currentEdition } from './fixtures/editions';

const sponsors = currentEdition.sponsors;

describe('sponsorsOfLevel', () => {
  it.each([
    ['all', sponsors.length],
    ['platino', 2],
    ['oro', 2],
    ['plata', 2],
  ] as const)('%s lists %i sponsors', (level, count) => {
    const list = sponsorsOfLevel(sponsors, level);
    expect(list).toHaveLength(count);
    if (level !== 'all') expect(list.every((s) => s.level === level)).toBe(true);
  });

  it('lists nothing for an edition without sponsors', () => {
    expect(sponsorsOfLevel([], 'all')).toEqual([]);
    expect(sponsorsOfLevel([], 'oro')).toEqual([]);
  });

  it('draws every demo logo inline, so nothing is fetched from elsewhere', () => {
    expect(sponsors.every((s) => s.logo.startsWith('data:image/svg+xml,'))).toBe(true);
  });
});
