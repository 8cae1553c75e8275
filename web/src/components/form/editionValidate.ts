import type { FormikErrors } from 'formik';
import { validateAll, type Edition } from '@curso/common';
import { nestedErrors } from './nestedErrors';

/**
 * A formik `validate` for a schema whose rules depend on the edition (which plans exist, which
 * ask for a sponsor): formik's `validationSchema` cannot hand yup a context. It also validates as
 * the callables do, without formik turning empty strings into "absent"; errors nest by path.
 */
export function editionValidate<Values>(
  schema: Parameters<typeof validateAll>[0],
  edition: Edition,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const result = await validateAll(schema, values, { context: { edition } });
    return result.ok ? {} : nestedErrors<Values>(Object.entries(result.fields));
  };
}
