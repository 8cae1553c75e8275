import { validateAll } from '@curso/common';
import type * as yup from 'yup';
import { InvalidFields } from './errors';

/** Validates a request with a shared schema; bad fields become an `invalid-argument` refusal. */
export async function validateRequest<S extends yup.AnySchema>(
  schema: S,
  input: unknown,
  options?: { stripUnknown?: boolean; context?: object },
): Promise<yup.InferType<S>> {
  const result = await validateAll(schema, input, options);
  if (!result.ok) throw new InvalidFields(result.fields);
  return result.value;
}
