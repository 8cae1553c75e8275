import { SPONSORS, sponsorsOfLevel } from '../src';

describe('sponsorsOfLevel', () => {
  it.each([
    ['all', SPONSORS.length],
    ['platino', 2],
    ['oro', 2],
    ['plata', 2],
  ] as const)('%s lists %i sponsors', (level, count) => {
    const list = sponsorsOfLevel(level);
    expect(list).toHaveLength(count);
    if (level !== 'all') expect(list.every((s) => s.level === level)).toBe(true);
  });

  it('draws every logo inline, so nothing is fetched from elsewhere', () => {
    expect(SPONSORS.every((s) => s.logo.startsWith('data:image/svg+xml,'))).toBe(true);
  });
});
