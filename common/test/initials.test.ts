import { initials } from '../src';

describe('initials', () => {
  it.each([
    ['Ana', 'García', 'AG'],
    [' ángel ', 'ñúñez', 'ÁÑ'],
    ['Ana', '', 'A'],
    ['', 'García', 'G'],
    [null, undefined, ''],
  ])('%p %p → %p', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });
});
