import { getIn, useFormikContext } from 'formik';

/** A field's message, once the user has left it or tried to submit. */
export function useFieldError(name: string): string | undefined {
  const { errors, touched } = useFormikContext();
  const error = getIn(errors, name) as string | undefined;
  return getIn(touched, name) ? error : undefined;
}
