/** The accreditation page's static sample (§9). */
export type RequirementStatus = 'completed' | 'in_progress' | 'pending';

export interface AccreditationRequirement {
  title: string;
  description: string;
  completed: number;
  total: number;
  status: RequirementStatus;
}

export interface Certificate {
  title: string;
  description: string;
  hours: number;
  available: boolean;
  type: 'participation' | 'competence';
}

/** Certificates are valid for three years from their issue. */
export const CERTIFICATE_VALIDITY_YEARS = 3;

/** The exam is passed with at least this mark, in percent. */
export const EXAM_PASS_PERCENT = 70;

export const ACCREDITATION_REQUIREMENTS: readonly AccreditationRequirement[] = [
  {
    title: 'Sesiones principales',
    description: 'Asiste al menos a 8 de las 12 sesiones principales del programa.',
    completed: 8,
    total: 12,
    status: 'in_progress',
  },
  {
    title: 'Mesa redonda',
    description: 'Participa en la mesa redonda de casos clínicos.',
    completed: 1,
    total: 1,
    status: 'completed',
  },
  {
    title: 'Examen final',
    description: `Supera el examen de evaluación con una nota mínima del ${EXAM_PASS_PERCENT}%.`,
    completed: 0,
    total: 1,
    status: 'pending',
  },
];

export const CERTIFICATES: readonly Certificate[] = [
  {
    title: 'Certificado de participación',
    description: 'Acredita la asistencia al curso y a sus sesiones principales.',
    hours: 40,
    available: false,
    type: 'participation',
  },
  {
    title: 'Certificado de competencia',
    description: 'Acredita la superación del examen final además de la asistencia.',
    hours: 50,
    available: false,
    type: 'competence',
  },
];
