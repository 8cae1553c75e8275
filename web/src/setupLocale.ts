import dayjs from 'dayjs';
import 'dayjs/locale/es';
import * as yup from 'yup';
import { es } from '@curso/common';

/** Spanish dates and default validation texts, once, before anything renders. */
dayjs.locale('es');
yup.setLocale({
  mixed: { required: es.validation.required, oneOf: es.validation.invalidOption },
  string: {
    email: es.validation.emailInvalid,
    max: es.validation.tooLong,
    url: es.validation.urlInvalid,
  },
});
