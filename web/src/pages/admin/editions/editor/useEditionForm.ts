import { useState } from 'react';
import { setNestedObjectValues, useFormik } from 'formik';
import {
  editionFieldsSchema,
  es,
  validateAll,
  type Edition,
  type EditionFields,
} from '@curso/common';
import { useToast } from '../../../../components/toast/ToastContext';
import { editionFieldsOf, editionFormOf, formErrorsOf, type EditionForm } from './editionForm';

const validate = (stored: Edition) => async (values: EditionForm) => {
  const result = await validateAll(editionFieldsSchema, editionFieldsOf(values, stored));
  return { result, errors: result.ok ? {} : formErrorsOf(result.fields, values) };
};

/**
 * The editor's form over `editionFieldsSchema`, the schema `saveEdition` checks. `accepted`
 * answers the edition the values describe once the schema accepts them; otherwise every message
 * shows, with a notice, since the field at fault may be sections away.
 */
export function useEditionForm(stored: Edition) {
  const toast = useToast();
  const check = validate(stored);
  // Made once: formik (without enableReinitialize) reads them at mount only, yet deep-copies and
  // deep-compares whatever it is given on every render, and the editor renders on every change.
  const [initialValues] = useState(() => editionFormOf(stored));
  const formik = useFormik<EditionForm>({
    initialValues,
    validate: async (values) => (await check(values)).errors,
    // Each check reads the whole edition: on leaving a field, not on every keystroke.
    validateOnChange: false,
    // Both actions (save and preview) go through `accepted`.
    onSubmit: () => undefined,
  });

  const accepted = async (): Promise<EditionFields | null> => {
    const { result, errors } = await check(formik.values);
    await formik.setTouched(setNestedObjectValues(formik.values, true), false);
    formik.setErrors(errors);
    if (result.ok) return result.value;
    toast({
      title: es.common.error,
      description: es.errors['invalid-argument'],
      variant: 'destructive',
    });
    return null;
  };

  /** Shows the server's refusal of some fields (keyed by the request's path) on their inputs. */
  const showRefusedFields = (fields: Record<string, string>) => {
    const byInput = Object.fromEntries(
      Object.entries(fields).map(([path, message]) => [path.replace(/^edition\./, ''), message]),
    );
    formik.setErrors(formErrorsOf(byInput, formik.values));
  };

  return { formik, accepted, showRefusedFields };
}
