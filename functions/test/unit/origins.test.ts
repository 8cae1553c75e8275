import { parseOrigins, returnBaseUrl } from '../../src/lib/origins';

const ORIGINS = 'https://curso.example.org, http://localhost:5173/ ,,http://127.0.0.1:5000';

describe('returnBaseUrl', () => {
  it('parses the list without blanks or trailing slashes', () => {
    expect(parseOrigins(ORIGINS)).toEqual([
      'https://curso.example.org',
      'http://localhost:5173',
      'http://127.0.0.1:5000',
    ]);
  });

  it.each([
    ['a listed origin', 'http://localhost:5173', 'http://localhost:5173'],
    ['a listed origin with a slash', 'http://127.0.0.1:5000/', 'http://127.0.0.1:5000'],
    ['an unknown origin', 'https://evil.example', 'https://curso.example.org'],
    ['a look-alike origin', 'https://curso.example.org.evil.example', 'https://curso.example.org'],
    ['no origin', undefined, 'https://curso.example.org'],
  ])('%s', (_name, origin, expected) => {
    expect(returnBaseUrl(origin, ORIGINS)).toBe(expected);
  });

  it('refuses an empty configuration', () => {
    expect(() => returnBaseUrl('http://localhost:5173', ' , ')).toThrow('WEB_ORIGINS');
  });

  it.each([
    ['a path', 'https://curso.example.org/app'],
    ['no scheme', 'curso.example.org'],
    ['a typo in the separator', 'https://a.example.org; https://b.example.org'],
  ])('refuses a malformed list: %s', (_name, list) => {
    expect(() => returnBaseUrl(undefined, list)).toThrow('Parameter WEB_ORIGINS is malformed');
  });
});
