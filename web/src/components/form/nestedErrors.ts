import { getIn, setIn, type FormikErrors } from 'formik';

/**
 * Messages keyed by field path (`validateAll`'s, or a callable's refusal), as formik's nested
 * errors. Where a path and one under it both have a message (a list's own rule and one of its
 * items'), the deeper one shows: both cannot share the key. Of two messages for one path, the
 * first is kept.
 */
export function nestedErrors<Values>(
  messages: Iterable<readonly [path: string, message: string]>,
): FormikErrors<Values> {
  const deepestFirst = [...messages].sort(([a], [b]) => b.length - a.length);
  let errors: FormikErrors<Values> = {};
  for (const [path, message] of deepestFirst) {
    if (getIn(errors, path) === undefined) errors = setIn(errors, path, message);
  }
  return errors;
}
