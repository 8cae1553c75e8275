import { fullName, initials } from '../src';

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

describe('fullName', () => {
  it.each([
    ['Ana', 'García López', 'Ana García López'],
    [' Núria ', ' Puig ', 'Núria Puig'],
    ['Ana', '', 'Ana'],
    ['', 'García', 'García'],
    [null, undefined, ''],
  ])('%p %p → %p', (first, last, expected) => {
    expect(fullName(first, last)).toBe(expected);
  });
});
