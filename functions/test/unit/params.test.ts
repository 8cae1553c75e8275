import { SENDER_PATTERN, shapedValue } from '../../src/lib/params';

describe('MAIL_FROM', () => {
  it.each([
    'no-reply@curso-eii-pediatrica.es',
    'Curso EII Pediátrica <no-reply@curso-eii-pediatrica.es>',
  ])('accepts %p', (value) => {
    expect(shapedValue('MAIL_FROM', value, SENDER_PATTERN)).toBe(value);
  });

  it.each([
    'Curso EII Pediátrica',
    'no-reply@localhost',
    'Curso <no-reply@curso.es',
    'a@b.es\r\nBcc: x@y.es',
  ])('refuses %p, naming the parameter', (value) => {
    expect(() => shapedValue('MAIL_FROM', value, SENDER_PATTERN)).toThrow(
      'Parameter MAIL_FROM is malformed',
    );
  });
});
