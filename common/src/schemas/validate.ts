import { yup } from './yup';

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/**
 * Validates with every error collected, keyed by field path: the callables answer these as
 * `invalid-argument` details and the forms show them under each field.
 */
export async function validateAll<S extends yup.AnySchema>(
  schema: S,
  input: unknown,
  { stripUnknown = true }: { stripUnknown?: boolean } = {},
): Promise<ValidationResult<yup.InferType<S>>> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path || '_';
      if (!fields[key]) fields[key] = inner.message;
    }
    return { ok: false, fields };
  }
}
