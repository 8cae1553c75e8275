import { COUNTRIES, optionLabel, SPECIALTIES } from '../catalog/options';
import { isPaidPlan, normalizeStatus, planDisplayName } from '../catalog/plans';
import type { Edition } from '../models/Edition';
import { isArchived } from './accessGate';
import { isPendingSocio } from './approvals';
import { madridDay } from './madridTime';

/** The fields the overview and the reports read. */
export interface ReportProfile {
  plan_name: string;
  access_status: string;
  payment_status: string;
  country: string | null;
  specialty: string | null;
  archived_at?: Date | null;
  approval_email_sent_at?: Date | null;
  created_at: Date;
}

export interface CountEntry {
  key: string;
  label: string;
  count: number;
}

export interface TrendDay {
  /** YYYY-MM-DD, the day in Madrid. */
  day: string;
  count: number;
}

const active = <P extends ReportProfile>(profiles: readonly P[]) =>
  profiles.filter((profile) => !isArchived(profile));

/** Most frequent first, ties in the order of the labels (es-ES), at most `limit`. */
function countBy(
  profiles: readonly ReportProfile[],
  keyOf: (profile: ReportProfile) => string,
  labelOf: (key: string) => string,
  limit = Infinity,
): CountEntry[] {
  const counts = new Map<string, number>();
  for (const profile of profiles) {
    const key = keyOf(profile);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => ({ key, label: labelOf(key), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'es-ES'))
    .slice(0, limit);
}

/** Registrations per plan, in the edition's order, every plan listed. */
export function planDistribution(
  profiles: readonly ReportProfile[],
  edition: Edition,
): CountEntry[] {
  const counts = countBy(
    profiles,
    (p) => normalizeStatus(p.plan_name),
    (key) => planDisplayName(edition, key),
  );
  return edition.plans.map(
    ({ key, name }) => counts.find((entry) => entry.key === key) ?? { key, label: name, count: 0 },
  );
}

/** The overview's four counters, over registrations that are not archived. */
export function overviewCounters(profiles: readonly ReportProfile[], edition: Edition) {
  const current = active(profiles);
  const payment = (status: string) =>
    current.filter(
      (p) => isPaidPlan(edition, p.plan_name) && normalizeStatus(p.payment_status) === status,
    ).length;
  return {
    total: current.length,
    pendingSocios: current.filter((p) => isPendingSocio(p, edition)).length,
    completedPayments: payment('completed'),
    pendingPayments: payment('pending'),
  };
}

/** Registrations per Madrid day over the `days` days that end today, oldest first. */
export function registrationTrend(
  profiles: readonly ReportProfile[],
  now: Date,
  days = 30,
): TrendDay[] {
  const counts = new Map<string, number>();
  for (const profile of profiles) {
    const day = madridDay(profile.created_at);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  // Calendar arithmetic on the day's date, not on instants: Madrid's days are not all 24 h long.
  const today = Date.parse(`${madridDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * Every figure of "Reportes y Estadísticas", over registrations that are not archived.
 * The approval rate is approved over all; the payment rate is completed payments over
 * registrations on paying plans.
 */
export function registrationReport(
  profiles: readonly ReportProfile[],
  edition: Edition,
  now: Date,
) {
  const current = active(profiles);
  const paying = current.filter((p) => isPaidPlan(edition, p.plan_name));
  const trend = registrationTrend(current, now);
  return {
    total: current.length,
    approvalRate: rate(
      current.filter((p) => normalizeStatus(p.access_status) === 'aprobado').length,
      current.length,
    ),
    paymentRate: rate(
      paying.filter((p) => normalizeStatus(p.payment_status) === 'completed').length,
      paying.length,
    ),
    countries: new Set(current.map((p) => p.country).filter(Boolean)).size,
    byPlan: planDistribution(current, edition),
    topCountries: countBy(
      current,
      (p) => p.country ?? '',
      (key) => optionLabel(COUNTRIES, key),
      8,
    ),
    topSpecialties: countBy(
      current,
      (p) => p.specialty ?? '',
      (key) => optionLabel(SPECIALTIES, key),
      8,
    ),
    allCountries: countBy(
      current,
      (p) => p.country ?? '',
      (key) => optionLabel(COUNTRIES, key),
    ),
    trend,
    /** The last 10 days with any registration, newest first, as the report lists them. */
    recentActiveDays: trend
      .filter((entry) => entry.count > 0)
      .slice(-10)
      .reverse(),
  };
}

export type RegistrationReport = ReturnType<typeof registrationReport>;
