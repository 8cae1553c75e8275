import * as yup from 'yup';
import { es } from '../i18n/es';

/**
 * yup with Spanish default messages, for the few fields that state none. A schema keeps the
 * message current when it is built, so every schema, on both sides, imports yup from here: the
 * texts are set before the first one is built.
 */
yup.setLocale({
  mixed: {
    required: es.validation.required,
    oneOf: es.validation.invalidOption,
    notType: es.validation.wrongType,
  },
  string: {
    email: es.validation.emailInvalid,
    max: es.validation.tooLong,
    url: es.validation.urlInvalid,
  },
});

/**
 * yup's own `trim()` calls `value.trim()` before the type check, so an object or an array where
 * text is expected throws a TypeError instead of failing validation. This one trims only strings
 * and leaves anything else to the type check, which refuses it with a field message. (yup's
 * strict-mode "is trimmed" test is not kept: no schema here validates strictly.)
 */
yup.addMethod(yup.string, 'trim', function trim(this: yup.StringSchema) {
  return this.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
});

export { yup };
