import {
  type AccreditationRules,
  type CertificateRule,
  type RequirementId,
  type RequirementStatus,
  type SessionKind,
} from '../catalog/accreditation';

/** Share of a requirement done, as a whole percentage between 0 and 100. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(completed, 0), total) / total) * 100);
}

/** Progress over every requirement together: units done out of all units required. */
export function overallProgressPercent(
  requirements: readonly { completed: number; total: number }[],
): number {
  const done = requirements.reduce(
    (sum, r) => sum + Math.min(Math.max(r.completed, 0), r.total),
    0,
  );
  const total = requirements.reduce((sum, r) => sum + Math.max(r.total, 0), 0);
  return progressPercent(done, total);
}

/** One programme session a person was expected at, and whether their attendance counted. */
export interface AttendedSession {
  kind: SessionKind | (string & {});
  /** Usually `countsAsAttended(...)` of the person's minutes in that session. */
  counted: boolean;
}

export interface RequirementProgress {
  id: RequirementId;
  title: string;
  description: string;
  /** `attendance` when computed from sessions; `sample` when it is the spec's static value. */
  source: 'attendance' | 'sample';
  done: number;
  required: number;
  /** Units the programme offers, when known ("8 de las 12"). */
  offered: number | null;
  met: boolean;
  status: RequirementStatus;
}

export interface CertificateProgress {
  type: CertificateRule['type'];
  title: string;
  description: string;
  hours: number;
  validityYears: number;
  requires: readonly RequirementId[];
  /** Every required requirement is met. */
  met: boolean;
  /** Some required requirement is a sample value, so `met` is not the person's real standing. */
  fromSample: boolean;
}

export interface AccreditationProgress {
  requirements: RequirementProgress[];
  certificates: CertificateProgress[];
}

/** Whether attending a session of this kind counts towards accreditation at all. */
export function isCountedKind(kind: string | null | undefined, rules: AccreditationRules): boolean {
  return rules.countedKinds.some((counted) => counted === kind);
}

/** Chip status for a requirement: met, started or not started. */
export function requirementStatus(done: number, required: number): RequirementStatus {
  if (done >= required) return 'completed';
  return done > 0 ? 'in_progress' : 'pending';
}

/**
 * Progress towards each requirement and certificate. Attendance requirements count the sessions of
 * their kind marked `counted` (kinds outside `rules.countedKinds` are ignored; the caller passes
 * each session once); requirements without a data source report the rule's sample value.
 */
export function accreditationProgress(
  attended: readonly AttendedSession[],
  rules: AccreditationRules,
): AccreditationProgress {
  const counted = new Map<string, number>();
  for (const session of attended) {
    if (!session.counted || !isCountedKind(session.kind, rules)) continue;
    counted.set(session.kind, (counted.get(session.kind) ?? 0) + 1);
  }

  const requirements = rules.requirements.map((rule): RequirementProgress => {
    const done =
      rule.source.type === 'attendance' ? (counted.get(rule.source.kind) ?? 0) : rule.source.done;
    return {
      id: rule.id,
      title: rule.title,
      description: rule.description,
      source: rule.source.type,
      done,
      required: rule.required,
      offered: rule.offered ?? null,
      met: done >= rule.required,
      status: requirementStatus(done, rule.required),
    };
  });

  const byId = new Map(requirements.map((r) => [r.id, r]));
  const certificates = rules.certificates.map((cert): CertificateProgress => {
    const needed = cert.requires.map((id) => byId.get(id));
    return {
      type: cert.type,
      title: cert.title,
      description: cert.description,
      hours: cert.hours,
      validityYears: cert.validityYears,
      requires: cert.requires,
      // A requirement the rules do not define can never be met.
      met: needed.every((r) => r?.met === true),
      fromSample: needed.some((r) => r?.source === 'sample'),
    };
  });

  return { requirements, certificates };
}

/** Progress of a person from their accreditation record (none yet: nothing attended). */
export function progressOfRecord(
  record: { sessions: Record<string, { kind: SessionKind | null; counted: boolean }> } | null,
  rules: AccreditationRules,
): AccreditationProgress {
  const attended = Object.values(record?.sessions ?? {}).map((s) => ({
    kind: s.kind ?? 'none',
    counted: s.counted,
  }));
  return accreditationProgress(attended, rules);
}

/** The day a certificate stops being valid: its issue plus the rule's years. */
export function certificateValidUntil(issuedAt: Date, validityYears: number): Date {
  const until = new Date(issuedAt);
  until.setUTCFullYear(until.getUTCFullYear() + validityYears);
  return until;
}
