import { yup } from './yup';
import { es } from '../i18n/es';

const v = es.validation;

/** Emails are compared and stored trimmed and lowercased. */
export const emailField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
    .max(254, v.tooLong)
    .email(v.emailInvalid)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: v.emailInvalid, excludeEmptyString: true });

/** Free text: trimmed, bounded, empty becomes an empty string. */
export const textField = (max = 200) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(max, v.tooLong)
    .default('');

export const oneOfField = (values: readonly string[]) =>
  textField().test('one-of', v.invalidOption, (value) => !value || values.includes(value));
