import { yup } from './yup';
import { es } from '../i18n/es';

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/** Names every plain object inherits: `constructor`, `toString`, `hasOwnProperty`, `__proto__`… */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * An object that holds fields, whatever its prototype: a request decoder that assigns a
 * `__proto__` key gives the object another prototype (an array's, say) without making it anything
 * but a record of fields. Dates and arrays are not records.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.prototype.toString.call(value) === '[object Object]';

/**
 * A copy of the input without keys named like Object.prototype's members, and the paths of those
 * it had. yup looks a key up among the schema's fields in a plain object, where such a name finds
 * an inherited function instead of a field and throws; no schema here has a field by those names.
 */
function withoutInheritedNames(input: unknown, path: string, found: string[]): unknown {
  if (Array.isArray(input)) {
    return input.map((item, i) => withoutInheritedNames(item, `${path}[${i}]`, found));
  }
  if (!isRecord(input)) return input;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (INHERITED_NAMES.has(key)) found.push(keyPath);
    else copy[key] = withoutInheritedNames(value, keyPath, found);
  }
  return copy;
}

/**
 * Validates with every error collected, keyed by field path: the callables answer these as
 * `invalid-argument` details and the forms show them under each field. Keys no schema can have
 * are dropped with the other unknown keys, or refused when unknown keys are. `context` carries
 * what a rule depends on beside the input (the edition, see `editionContext.ts`).
 */
export async function validateAll<S extends yup.AnySchema>(
  schema: S,
  input: unknown,
  { stripUnknown = true, context }: { stripUnknown?: boolean; context?: object } = {},
): Promise<ValidationResult<yup.InferType<S>>> {
  const inherited: string[] = [];
  const cleaned = withoutInheritedNames(input, '', inherited);
  const fields: Record<string, string> = {};
  if (!stripUnknown) {
    for (const path of inherited) fields[path] = es.validation.fieldNotAllowed;
  }
  try {
    const value = await schema.validate(cleaned, { abortEarly: false, stripUnknown, context });
    if (Object.keys(fields).length) return { ok: false, fields };
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path || '_';
      if (!fields[key]) fields[key] = inner.message;
    }
    return { ok: false, fields };
  }
}
