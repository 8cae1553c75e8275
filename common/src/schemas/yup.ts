import * as yup from 'yup';
import { es } from '../i18n/es';

/**
 * yup with Spanish default messages, for the few fields that state none. A schema keeps the
 * message current when it is built, so every schema, on both sides, imports yup from here: the
 * texts are set before the first one is built.
 */
yup.setLocale({
  mixed: { required: es.validation.required, oneOf: es.validation.invalidOption },
  string: {
    email: es.validation.emailInvalid,
    max: es.validation.tooLong,
    url: es.validation.urlInvalid,
  },
});

export { yup };
