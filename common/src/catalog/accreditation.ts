/** A requirement's chip: met, started or not started. */
export type RequirementStatus = 'completed' | 'in_progress' | 'pending';

/** Certificates are valid for three years from their issue. */
export const CERTIFICATE_VALIDITY_YEARS = 3;

/** The exam is passed with at least this mark, in percent. */
export const EXAM_PASS_PERCENT = 70;

/** Kinds of programme session whose attendance counts towards accreditation. */
export type SessionKind = 'main' | 'round_table';

export type RequirementId = 'main_sessions' | 'round_tables' | 'exam';

/**
 * Where a requirement's "done" comes from: attendance to sessions of one kind, or, while there is
 * no data source for it yet (the exam), the spec's sample value, so the page can say it is a sample.
 */
export type RequirementSourceRule =
  { type: 'attendance'; kind: SessionKind } | { type: 'sample'; done: number };

export interface AccreditationRequirementRule {
  id: RequirementId;
  title: string;
  description: string;
  source: RequirementSourceRule;
  /** Units needed to meet the requirement. */
  required: number;
  /** Units the programme offers ("8 de las 12"), when the spec gives it. */
  offered?: number;
}

export interface CertificateRule {
  type: 'participation' | 'competence';
  title: string;
  description: string;
  hours: number;
  validityYears: number;
  /** Every listed requirement must be met for the certificate. */
  requires: readonly RequirementId[];
}

export interface AccreditationRules {
  /** Session kinds whose attendance is counted; sessions of other kinds are ignored. */
  countedKinds: readonly SessionKind[];
  /** Share of a session's scheduled minutes a person must attend for it to count (inclusive). */
  attendanceShare: number;
  examPassPercent: number;
  requirements: readonly AccreditationRequirementRule[];
  certificates: readonly CertificateRule[];
}

/** Accreditation rules as data (8 of 12 main sessions, 1 round table, exam 70 %, 40/50 h, 3 years). */
export const ACCREDITATION_RULES: AccreditationRules = {
  countedKinds: ['main', 'round_table'],
  attendanceShare: 0.8,
  examPassPercent: EXAM_PASS_PERCENT,
  requirements: [
    {
      id: 'main_sessions',
      title: 'Sesiones principales',
      description: 'Asiste al menos a 8 de las 12 sesiones principales del programa.',
      source: { type: 'attendance', kind: 'main' },
      required: 8,
      offered: 12,
    },
    {
      id: 'round_tables',
      title: 'Mesa redonda',
      description: 'Participa en la mesa redonda de casos clínicos.',
      source: { type: 'attendance', kind: 'round_table' },
      required: 1,
    },
    {
      id: 'exam',
      title: 'Examen final',
      description: `Supera el examen de evaluación con una nota mínima del ${EXAM_PASS_PERCENT}%.`,
      // No exam results are stored yet: the spec's sample shows it pending.
      source: { type: 'sample', done: 0 },
      required: 1,
    },
  ],
  certificates: [
    {
      type: 'participation',
      title: 'Certificado de participación',
      description: 'Acredita la asistencia al curso y a sus sesiones principales.',
      hours: 40,
      validityYears: CERTIFICATE_VALIDITY_YEARS,
      requires: ['main_sessions', 'round_tables'],
    },
    {
      type: 'competence',
      title: 'Certificado de competencia',
      description: 'Acredita la superación del examen final además de la asistencia.',
      hours: 50,
      validityYears: CERTIFICATE_VALIDITY_YEARS,
      requires: ['main_sessions', 'round_tables', 'exam'],
    },
  ],
};
