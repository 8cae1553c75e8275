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

/** Firestore's limits on a document id: a request can name no other path and no reserved id. */
export function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    new TextEncoder().encode(id).length <= 1500
  );
}

/**
 * The id of a document a request names (a user, a template, a session, a participant): every
 * field that becomes part of a path is one of these. Optional until `.required()`.
 */
export const documentIdField = () =>
  yup
    .string()
    .trim()
    .test('document-id', v.idInvalid, (value) => !value || isDocumentId(value));

/**
 * The id of a bulk action's job (`jobs/{jobId}`), made by the page: it follows the job before the
 * call answers, and sending the same id again is the same job, never a second one.
 */
export const jobIdField = () =>
  yup
    .string()
    .required()
    .matches(/^[A-Za-z0-9_-]{8,64}$/);
