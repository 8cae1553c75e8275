/** A requirement's chip: met, started or not started. */
export type RequirementStatus = 'completed' | 'in_progress' | 'pending';

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
