import { yup } from './yup';
import type { CertificateRule } from '../catalog/accreditation';

export const CERTIFICATE_TYPES = [
  'participation',
  'competence',
] as const satisfies readonly CertificateRule['type'][];

/**
 * `downloadCertificate`: which of the caller's certificates: of a type in the current edition, or
 * by its code one from an earlier edition.
 */
export const downloadCertificateSchema = yup.object({
  type: yup
    .string()
    .required()
    .oneOf([...CERTIFICATE_TYPES]),
  code: yup.string().max(14).optional(),
});

/**
 * A verification code: three groups of four from Crockford's base32 (no I, L, O, U), so it reads
 * aloud and types without ambiguity; 60 random bits, beyond guessing.
 */
export const CERTIFICATE_CODE_PATTERN =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A code as a person may type it (lower case, spaces), in its stored form. */
export const normalCertificateCode = (code: string) =>
  code.trim().toUpperCase().replace(/\s+/g, '');
