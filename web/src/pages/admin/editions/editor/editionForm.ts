import type { FormikErrors } from 'formik';
import {
  isTimeZone,
  type Admission,
  type Edition,
  type EditionPlan,
  type Sponsor,
  type SponsorLevel,
  type Venue,
} from '@curso/common';
import { nestedErrors } from '../../../../components/form/nestedErrors';
import { zonedInput, zonedInstant } from './zonedInput';

/** A number input's value: formik holds `''` while it is empty. */
type NumberInput = number | '';

/**
 * One plan as its card holds it. The fields keep the model's names, so the schema's messages
 * (keyed by path) land on their inputs; `vat_rate` is a percentage here (21, not 0.21).
 */
export interface PlanForm {
  key: string;
  name: string;
  description: string;
  /** One feature per line. */
  features: string;
  price: NumberInput;
  vat_rate: NumberInput;
  vat_exempt: boolean;
  vat_exempt_reason: string;
  admission: Admission | '';
  in_person: boolean;
  capacity: NumberInput;
  registration_opens_at: string;
  registration_closes_at: string;
  early_price: NumberInput;
  early_price_until: string;
  popular: boolean;
}

/** A sponsor keeps the fields the editor does not show (location, specialties…) as they were. */
export type SponsorForm = Omit<Sponsor, 'level'> & { level: SponsorLevel | '' };

/**
 * The editor's values: instants as `datetime-local` strings in the edition's zone, shares as
 * percentages. Of the accreditation rules only the numbers are edited; the rest is kept.
 */
export interface EditionForm {
  id: string;
  title: string;
  short_title: string;
  time_zone: string;
  starts_at: string;
  ends_at: string;
  countdown_target: string;
  venue: Venue;
  plans: PlanForm[];
  sponsors: SponsorForm[];
  accreditation: {
    examPassPercent: NumberInput;
    attendanceShare: NumberInput;
    requirements: { required: NumberInput }[];
    certificates: { hours: NumberInput; validityYears: NumberInput }[];
  };
  approval_email_cutoff: string;
  support_email: string;
  calendar_file_name: string;
}

/** 0.21 → 21, without the float's 21.000000000000004. */
const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;
const fractionOf = (percent: NumberInput) => (percent === '' ? '' : percent / 100);
const orEmpty = (value: number | null): NumberInput => value ?? '';
const orNull = (value: NumberInput) => (value === '' ? null : value);

export const EMPTY_PLAN: PlanForm = {
  key: '',
  name: '',
  description: '',
  features: '',
  price: '',
  vat_rate: '',
  vat_exempt: false,
  vat_exempt_reason: '',
  admission: '',
  in_person: false,
  capacity: '',
  registration_opens_at: '',
  registration_closes_at: '',
  early_price: '',
  early_price_until: '',
  popular: false,
};

export const EMPTY_SPONSOR: SponsorForm = {
  name: '',
  level: '',
  logo: '',
  website: '',
  description: '',
  location: '',
  category: '',
  employees: '',
  specialties: [],
};

function planFormOf(plan: EditionPlan, zone: string): PlanForm {
  return {
    ...plan,
    features: plan.features.join('\n'),
    vat_rate: plan.vat_rate === null ? '' : percentOf(plan.vat_rate),
    vat_exempt: plan.vat_rate === null,
    vat_exempt_reason: plan.vat_exempt_reason ?? '',
    capacity: orEmpty(plan.capacity),
    registration_opens_at: zonedInput(plan.registration_opens_at, zone),
    registration_closes_at: zonedInput(plan.registration_closes_at, zone),
    early_price: orEmpty(plan.early_price),
    early_price_until: zonedInput(plan.early_price_until, zone),
  };
}

/** The stored edition as the editor starts with it. */
export function editionFormOf(edition: Edition): EditionForm {
  const zone = edition.time_zone;
  const { accreditation } = edition;
  return {
    id: edition.id,
    title: edition.title,
    short_title: edition.short_title,
    time_zone: zone,
    starts_at: zonedInput(edition.starts_at, zone),
    ends_at: zonedInput(edition.ends_at, zone),
    countdown_target: zonedInput(edition.countdown_target, zone),
    venue: { ...edition.venue },
    plans: edition.plans.map((plan) => planFormOf(plan, zone)),
    sponsors: edition.sponsors.map((sponsor) => ({ ...sponsor })),
    accreditation: {
      examPassPercent: accreditation.examPassPercent,
      attendanceShare: percentOf(accreditation.attendanceShare),
      requirements: accreditation.requirements.map(({ required }) => ({ required })),
      certificates: accreditation.certificates.map(({ hours, validityYears }) => ({
        hours,
        validityYears,
      })),
    },
    approval_email_cutoff: zonedInput(edition.approval_email_cutoff, zone),
    support_email: edition.support_email,
    calendar_file_name: edition.calendar_file_name,
  };
}

function planFieldsOf(plan: PlanForm, zone: string) {
  const { vat_exempt: exempt, ...fields } = plan;
  return {
    ...fields,
    features: plan.features
      .split('\n')
      .map((feature) => feature.trim())
      .filter(Boolean),
    // An exempt plan has no rate; a taxed one no reason. Either left empty is the schema's to say.
    vat_rate: exempt ? null : orNull(fractionOf(plan.vat_rate)),
    vat_exempt_reason: exempt ? plan.vat_exempt_reason : null,
    capacity: orNull(plan.capacity),
    registration_opens_at: zonedInstant(plan.registration_opens_at, zone),
    registration_closes_at: zonedInstant(plan.registration_closes_at, zone),
    early_price: orNull(plan.early_price),
    early_price_until: zonedInstant(plan.early_price_until, zone),
  };
}

/**
 * The edition the values describe, as `editionFieldsSchema` reads it (and `saveEdition` takes it
 * once the schema accepts it). The times are read in the zone typed; while that one is not a zone,
 * in the stored edition's, so that the zone's own message is the one shown.
 */
export function editionFieldsOf(values: EditionForm, stored: Edition): unknown {
  const zone = isTimeZone(values.time_zone) ? values.time_zone : stored.time_zone;
  const rules = stored.accreditation;
  const { accreditation } = values;
  return {
    ...values,
    starts_at: zonedInstant(values.starts_at, zone),
    ends_at: zonedInstant(values.ends_at, zone),
    countdown_target: zonedInstant(values.countdown_target, zone),
    plans: values.plans.map((plan) => planFieldsOf(plan, zone)),
    accreditation: {
      ...rules,
      examPassPercent: accreditation.examPassPercent,
      attendanceShare: fractionOf(accreditation.attendanceShare),
      requirements: rules.requirements.map((rule, i) => ({
        ...rule,
        ...accreditation.requirements[i],
      })),
      certificates: rules.certificates.map((rule, i) => ({
        ...rule,
        ...accreditation.certificates[i],
      })),
    },
    approval_email_cutoff: zonedInstant(values.approval_email_cutoff, zone),
  };
}

const FEATURE = /^(plans\[\d+\]\.features)\[\d+\]$/;
const EXEMPTION = /^plans\[(\d+)\]\.vat_exempt_reason$/;

/** The input a schema path's message belongs under. */
function inputPath(path: string, values: EditionForm): string {
  const feature = FEATURE.exec(path);
  if (feature) return feature[1];
  const exemption = EXEMPTION.exec(path);
  // "A rate or the reason": on a taxed plan the reason is hidden and the rate is what is missing.
  if (exemption && !values.plans[Number(exemption[1])]?.vat_exempt) {
    return `plans[${exemption[1]}].vat_rate`;
  }
  return path;
}

/**
 * The schema's (or the server's) messages, keyed by path, as formik's errors, each under its input.
 * A list's own message ("añade al menos un plan") shows once none of its items has one.
 */
export function formErrorsOf(
  fields: Record<string, string>,
  values: EditionForm,
): FormikErrors<EditionForm> {
  return nestedErrors(
    Object.entries(fields).map(([path, message]) => [inputPath(path, values), message] as const),
  );
}
