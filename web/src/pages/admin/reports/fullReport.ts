import {
  accessStatusLabel,
  COUNTRIES,
  es,
  optionLabel,
  paymentStatusLabel,
  planDisplayName,
  SOCIETIES,
  SPECIALTIES,
  type Edition,
  type Profile,
  esAdmin,
} from '@curso/common';
import { formatDate } from '../../../utils/dates';

const r = es.register;
const c = esAdmin.registrations.columns;

/** "reporte_completo": one row per registration, every field an administrator reads. */
export const FULL_REPORT_HEADER = [
  r.firstName,
  r.lastName,
  c.email,
  r.phone,
  c.company,
  es.profile.position,
  r.specialty,
  r.country,
  r.city,
  r.society,
  c.plan,
  c.access,
  c.payment,
  esAdmin.editUser.sponsor,
  esAdmin.registrations.archivedBadge,
  c.date,
];

export function fullReportRows(profiles: readonly Profile[], edition: Edition): string[][] {
  return profiles.map((p) => [
    p.first_name,
    p.last_name,
    p.email,
    // The dial code alone (every profile has one, +34 by default) is not a phone number.
    p.phone ? [p.phone_country_code, p.phone].filter(Boolean).join(' ') : '',
    p.company ?? '',
    p.position ?? '',
    optionLabel(SPECIALTIES, p.specialty),
    optionLabel(COUNTRIES, p.country),
    p.city ?? '',
    optionLabel(SOCIETIES, p.society),
    planDisplayName(edition, p.plan_name),
    accessStatusLabel(p.access_status),
    paymentStatusLabel(p.payment_status),
    p.sponsor ?? '',
    p.archived_at ? formatDate(p.archived_at) : '',
    formatDate(p.created_at),
  ]);
}
