import {
  isCountedKind,
  fullName,
  progressOfRecord,
  type AccreditationRecord,
  type AccreditationRules,
  type CertificateRule,
  type Profile,
  type RequirementId,
  esAdmin,
} from '@curso/common';

/** Where an attendee stands on one certificate. */
export type CertificateStanding =
  { state: 'issued'; code: string } | { state: 'available' } | { state: 'not_met' };

export interface RequirementCount {
  done: number;
  required: number;
}

/** One attendee's line of the attendance report. */
export interface AttendanceRow {
  /** The attendee's uid. */
  id: string;
  name: string;
  email: string;
  mainSessions: RequirementCount;
  roundTables: RequirementCount;
  /** Minutes attended to the sessions that count towards accreditation. */
  minutes: number;
  certificates: Record<CertificateRule['type'], CertificateStanding>;
}

function countOf(
  requirements: readonly { id: RequirementId; done: number; required: number }[],
  id: RequirementId,
): RequirementCount {
  const requirement = requirements.find((r) => r.id === id);
  return { done: requirement?.done ?? 0, required: requirement?.required ?? 0 };
}

/**
 * The report's rows: each accreditation record with the attendee's name from their profile (the
 * profile's email too, as it may have changed since they attended), by name.
 */
export function attendanceRows(
  records: readonly AccreditationRecord[],
  profiles: readonly Profile[],
  rules: AccreditationRules,
): AttendanceRow[] {
  const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
  return records
    .map((record): AttendanceRow => {
      const profile = profileOf.get(record.id);
      const { requirements, certificates } = progressOfRecord(record, rules);
      const standings = Object.fromEntries(
        certificates.map((certificate) => {
          const issued = record.certificates?.[certificate.type];
          const standing: CertificateStanding = issued
            ? { state: 'issued', code: issued.code }
            : { state: certificate.met && !certificate.fromSample ? 'available' : 'not_met' };
          return [certificate.type, standing];
        }),
      ) as AttendanceRow['certificates'];
      return {
        id: record.id,
        name: profile ? fullName(profile.first_name, profile.last_name) : esAdmin.na,
        email: profile?.email ?? record.email,
        mainSessions: countOf(requirements, 'main_sessions'),
        roundTables: countOf(requirements, 'round_tables'),
        minutes: Object.values(record.sessions)
          .filter((s) => isCountedKind(s.kind, rules))
          .reduce((sum, s) => sum + s.minutes, 0),
        certificates: standings,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
