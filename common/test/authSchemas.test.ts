import { codeSchema, es, loginSchema, validateAll } from '../src';

describe('loginSchema', () => {
  it('asks for the email with the specification text', async () => {
    expect(await validateAll(loginSchema, { email: '' })).toEqual({
      ok: false,
      fields: { email: es.validation.loginEmailRequired },
    });
  });

  it('accepts and normalises a valid email', async () => {
    expect(await validateAll(loginSchema, { email: ' Admin@Curso.ES' })).toEqual({
      ok: true,
      value: { email: 'admin@curso.es' },
    });
  });
});

describe('codeSchema', () => {
  it.each(['123456', '000000'])('accepts %s', (code) => {
    expect(codeSchema.isValidSync(code)).toBe(true);
  });

  it.each(['12345', '1234567', '12a456', ' 123456', '', '12 456'])('refuses %j', (code) => {
    expect(() => codeSchema.validateSync(code)).toThrow(es.validation.codeIncomplete);
  });
});
