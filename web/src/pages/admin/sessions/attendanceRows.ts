import {
  isCountedKind,
  fullName,
  progressOfRecord,
  type AccreditationRecord,
  type AccreditationRules,
  type CertificateRule,
  type RequirementId,
} from '@curso/common';
import type { RegistrationRow } from '../../../data/admin/registrationRows';

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
 * Where a registration's attendance is: `accreditation/{uid}` while the registration is its
 * person's latest, the copy kept on it once they registered for a later edition (which starts
 * their `accreditation/{uid}` again).
 */
function recordOf(
  registration: RegistrationRow,
  live: ReadonlyMap<string, AccreditationRecord>,
): AccreditationRecord | undefined {
  if (!registration.closed_at) return live.get(registration.id);
  const kept = registration.accreditation;
  return kept
    ? {
        ...kept,
        id: registration.id,
        email: registration.email,
        updated_at: registration.closed_at,
      }
    : undefined;
}

/**
 * The report's rows: the attendance of each of the edition's registrations that has any, with the
 * attendee's name from the registration (its email too, as it may have changed since they
 * attended), by name.
 */
export function attendanceRows(
  records: readonly AccreditationRecord[],
  registrations: readonly RegistrationRow[],
  rules: AccreditationRules,
): AttendanceRow[] {
  const live = new Map(records.map((record) => [record.id, record]));
  return registrations
    .flatMap((profile) => {
      const record = recordOf(profile, live);
      return record ? [{ record, profile }] : [];
    })
    .map(({ record, profile }): AttendanceRow => {
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
        name: fullName(profile.first_name, profile.last_name),
        email: profile.email,
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
