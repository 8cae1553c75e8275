import { MAX_BULK_USERS, profileUpdateSchema, userSelectionSchema, validateAll } from '../src';

/** Texts yup once filled itself (`${x}`), now filled by the catalogue's one formatter. */
describe('schema messages with a value', () => {
  it('names the fields a profile update may not carry', async () => {
    const result = await validateAll(
      profileUpdateSchema,
      { first_name: 'Ana', plan_name: 'socio' },
      { stripUnknown: false },
    );
    expect(result).toEqual({ ok: false, fields: { _: 'Campos no permitidos: plan_name' } });
  });

  it('gives the most users a bulk action takes', async () => {
    const userIds = Array.from({ length: MAX_BULK_USERS + 1 }, (_, i) => `u${i}`);
    const result = await validateAll(userSelectionSchema, { userIds });
    expect(result).toMatchObject({
      ok: false,
      fields: { userIds: 'Se pueden procesar como máximo 1000 usuarios a la vez' },
    });
  });
});
