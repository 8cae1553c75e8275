import {
  archiveUserSchema,
  es,
  esAdmin,
  isDocumentId,
  loginSchema,
  profileUpdateSchema,
  sendMassNotificationSchema,
  templateFieldsSchema,
  validateAll,
} from '../src';
import { currentEdition } from './fixtures/editions';

const v = es.validation;
const t = esAdmin.emails.validation;

describe('validation of odd input', () => {
  it.each([
    ['an object', { a: 1 }],
    ['an array', ['ana@example.com']],
    ['an object with its own toString', { toString: 1 }],
  ])('refuses %s where text is expected, with a Spanish field error', async (_, email) => {
    await expect(validateAll(loginSchema, { email })).resolves.toEqual({
      ok: false,
      fields: { email: v.wrongType },
    });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])(
    'drops a key named %s with the other unknown keys',
    async (name) => {
      const input = JSON.parse(`{"email": "ana@example.com", "${name}": {"x": 1}}`);
      await expect(validateAll(loginSchema, input)).resolves.toEqual({
        ok: true,
        value: { email: 'ana@example.com' },
      });
    },
  );

  it('refuses such a key, also nested, where unknown keys are refused', async () => {
    const input = JSON.parse('{"first_name": "Ana", "constructor": 1, "hasOwnProperty": {}}');
    await expect(validateAll(profileUpdateSchema, input, { stripUnknown: false })).resolves.toEqual(
      { ok: false, fields: { constructor: v.fieldNotAllowed, hasOwnProperty: v.fieldNotAllowed } },
    );
  });

  it('reads a record whose prototype a decoder replaced as the record it is', async () => {
    const input = Object.setPrototypeOf({ userId: 'u1', action: 'unarchive', constructor: 1 }, []);
    await expect(validateAll(archiveUserSchema, input)).resolves.toMatchObject({
      ok: true,
      value: { userId: 'u1', action: 'unarchive' },
    });
  });
});

describe('document ids', () => {
  const named = (ids: string[]) =>
    ids.map((id) => [id.length > 20 ? `${id.length} × ${id[0]}` : JSON.stringify(id), id]);

  it.each(named(['abc', 'uid_123-X', 'ñandú', 'a.b', '_x_', '__x', 'x'.repeat(1500)]))(
    'accepts %s',
    (_, id) => expect(isDocumentId(id)).toBe(true),
  );
  it.each(
    named(['', 'a/b', '/', '.', '..', '__name__', '__x__', 'x'.repeat(1501), 'ñ'.repeat(751)]),
  )('refuses %s: Firestore cannot store it, or it names another path', (_, id) =>
    expect(isDocumentId(id)).toBe(false),
  );

  it.each(['users/x', '..', '__name__'])(
    'a user id %s is refused with a field error, not passed on',
    async (userId) => {
      await expect(
        validateAll(archiveUserSchema, { userId, action: 'unarchive' }),
      ).resolves.toEqual({ ok: false, fields: { userId: v.idInvalid } });
    },
  );
});

describe('template syntax', () => {
  const template = (content: string) => ({ name: 'Aviso', subject: 'Hola', content });

  it('names the section that is not closed', async () => {
    await expect(
      validateAll(templateFieldsSchema, template('<p>{{#abierta}}hola</p>')),
    ).resolves.toEqual({
      ok: false,
      fields: { content: t.sectionNotClosed.replace('{tag}', '{{#abierta}}') },
    });
  });

  it('names a section closed without being opened, and a tag left open', async () => {
    await expect(
      validateAll(templateFieldsSchema, { ...template('ok'), subject: '{{/cerrada}} hola' }),
    ).resolves.toEqual({
      ok: false,
      fields: { subject: t.sectionNotOpened.replace('{tag}', '{{/cerrada}}') },
    });
    await expect(validateAll(templateFieldsSchema, template('Hola {{nombre'))).resolves.toEqual({
      ok: false,
      fields: { content: t.tagNotClosed },
    });
  });

  it('checks the mass notification the same way', async () => {
    const result = await validateAll(
      sendMassNotificationSchema,
      {
        subject: 'Aviso',
        title: '{{#x}}',
        content: 'Hola',
        filters: { plans: ['online'] },
        jobId: 'job_12345678',
      },
      { context: { edition: currentEdition } },
    );
    expect(result).toEqual({
      ok: false,
      fields: { title: t.sectionNotClosed.replace('{tag}', '{{#x}}') },
    });
  });

  it('accepts sections that open and close', async () => {
    await expect(
      validateAll(templateFieldsSchema, template('{{#sponsor}}Con {{sponsor}}{{/sponsor}}')),
    ).resolves.toMatchObject({ ok: true });
  });
});
