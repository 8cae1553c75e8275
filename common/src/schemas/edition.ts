import { yup } from './yup';
import { ADMISSIONS, PLAN_KEY_PATTERN, type Admission } from '../catalog/plans';
import { SPONSOR_LEVELS, type SponsorLevel } from '../catalog/sponsors';
import type { RequirementId, SessionKind } from '../catalog/accreditation';
import { adminEditions } from '../i18n/adminEditions';
import { es } from '../i18n/es';
import { emailField, textField } from './fields';

const t = adminEditions.validation;

/**
 * A time zone the platform's `Intl` knows ("Europe/Madrid"): an edition's times are read in it, and
 * any other makes those conversions throw.
 */
export function isTimeZone(zone: string | undefined): boolean {
  try {
    return Boolean(zone) && Boolean(new Intl.DateTimeFormat('es-ES', { timeZone: zone }));
  } catch {
    return false;
  }
}

/** An edition's id: its year. */
const editionId = () =>
  yup
    .string()
    .trim()
    .required(t.idInvalid)
    .matches(/^\d{4}$/, t.idInvalid);
/** A share or a percentage between 0 and `max`. */
const fraction = (max: number) =>
  yup
    .number()
    .typeError(t.percentInvalid)
    .min(0, t.percentInvalid)
    .max(max, t.percentInvalid)
    .required(t.percentInvalid);

const instant = () => yup.date().typeError(t.dateRequired).nullable().default(null);
const requiredInstant = () => yup.date().typeError(t.dateRequired).required(t.dateRequired);
const euros = (message: string) =>
  yup.number().typeError(message).integer(message).min(0, message).max(100_000, message);
const wholeNumber = () =>
  yup
    .number()
    .typeError(t.wholeNumberInvalid)
    .integer(t.wholeNumberInvalid)
    .min(1, t.wholeNumberInvalid)
    .max(100_000, t.wholeNumberInvalid);

const planSchema = yup.object({
  key: yup.string().trim().required(t.planKeyInvalid).matches(PLAN_KEY_PATTERN, t.planKeyInvalid),
  name: textField(100).required(t.planNameRequired),
  description: textField(500),
  features: yup.array(textField(200).required()).max(20).default([]),
  price: euros(t.priceInvalid).required(t.priceInvalid),
  vat_rate: yup
    .number()
    .typeError(t.vatRateInvalid)
    .min(0, t.vatRateInvalid)
    .max(1, t.vatRateInvalid)
    .nullable()
    .default(null),
  vat_exempt_reason: textField(300)
    .nullable()
    .default(null)
    .when('vat_rate', {
      is: (rate: number | null) => rate === null || rate === undefined,
      then: (s) => s.required(t.vatOrExemption),
    }),
  admission: yup
    .string<Admission>()
    .required(t.admissionInvalid)
    .oneOf(ADMISSIONS, t.admissionInvalid),
  in_person: yup.boolean().default(false),
  capacity: wholeNumber().nullable().default(null),
  registration_opens_at: instant(),
  registration_closes_at: instant().when('registration_opens_at', ([opens], s) =>
    opens instanceof Date ? s.min(opens, t.closesBeforeOpens) : s,
  ),
  early_price: euros(t.earlyPriceInvalid)
    .nullable()
    .default(null)
    .when('price', ([price], s) =>
      typeof price === 'number' ? s.max(Math.max(price - 1, 0), t.earlyPriceInvalid) : s,
    ),
  early_price_until: instant().when('early_price', {
    is: (early: number | null) => typeof early === 'number',
    then: (s) => s.required(t.earlyDeadlineRequired),
  }),
  popular: yup.boolean().default(false),
});

const sponsorSchema = yup.object({
  name: textField(200).required(t.sponsorNameRequired),
  level: yup
    .string<SponsorLevel>()
    .required(t.sponsorLevelInvalid)
    .oneOf(SPONSOR_LEVELS, t.sponsorLevelInvalid),
  // A logo is an image address or an inline image; nothing else can reach an <img src>.
  logo: textField(20_000).matches(/^(https:\/\/|data:image\/)/, {
    message: es.validation.urlInvalid,
    excludeEmptyString: true,
  }),
  description: textField(1000),
  website: textField(300).url(es.validation.urlInvalid),
  location: textField(200),
  category: textField(200),
  employees: textField(50),
  specialties: yup.array(textField(200).required()).max(20).default([]),
});

const requirementSchema = yup.object({
  id: yup.string<RequirementId>().oneOf(['main_sessions', 'round_tables', 'exam']).required(),
  title: textField(200).required(),
  description: textField(500),
  source: yup
    .mixed<{ type: 'attendance'; kind: SessionKind } | { type: 'sample'; done: number }>()
    .required(),
  required: wholeNumber().required(t.wholeNumberInvalid),
  offered: wholeNumber().optional(),
});

const certificateSchema = yup.object({
  type: yup
    .string<'participation' | 'competence'>()
    .oneOf(['participation', 'competence'])
    .required(),
  title: textField(200).required(),
  description: textField(500),
  hours: wholeNumber().required(t.wholeNumberInvalid),
  validityYears: wholeNumber().required(t.wholeNumberInvalid),
  requires: yup
    .array(yup.string<RequirementId>().oneOf(['main_sessions', 'round_tables', 'exam']).defined())
    .required(),
});

/**
 * An edition as the editor saves it: what the administrator writes, without its state and
 * timestamps (the functions keep those). Dates travel as ISO strings and are read back as Dates.
 */
export const editionFieldsSchema = yup.object({
  id: editionId(),
  title: textField(200).required(t.titleRequired),
  short_title: textField(100).required(t.shortTitleRequired),
  time_zone: textField(60).default('Europe/Madrid').test('zone', t.timeZoneInvalid, isTimeZone),
  starts_at: requiredInstant(),
  ends_at: requiredInstant().when('starts_at', ([starts], s) =>
    starts instanceof Date ? s.min(new Date(starts.getTime() + 60_000), t.endBeforeStart) : s,
  ),
  countdown_target: requiredInstant().test('inside', t.countdownOutside, function inside(value) {
    const { starts_at: starts, ends_at: ends } = this.parent as {
      starts_at?: Date;
      ends_at?: Date;
    };
    if (!(value instanceof Date) || !(starts instanceof Date) || !(ends instanceof Date))
      return true;
    return value >= starts && value <= ends;
  }),
  venue: yup
    .object({
      name: textField(200).required(t.venueNameRequired),
      address: textField(300),
      city: textField(100).required(t.venueCityRequired),
    })
    .required(),
  plans: yup
    .array(planSchema.required())
    .required(t.plansRequired)
    .min(1, t.plansRequired)
    .max(20)
    .test('unique-keys', t.planKeyRepeated, (plans) => {
      const keys = (plans ?? []).map((plan) => plan.key);
      return new Set(keys).size === keys.length;
    })
    .test(
      'one-popular',
      t.onePopular,
      (plans) => (plans ?? []).filter((plan) => plan.popular).length <= 1,
    ),
  sponsors: yup.array(sponsorSchema.required()).max(50).default([]),
  accreditation: yup
    .object({
      countedKinds: yup
        .array(yup.string<SessionKind>().oneOf(['main', 'round_table']).defined())
        .required(),
      attendanceShare: fraction(1),
      examPassPercent: fraction(100),
      requirements: yup.array(requirementSchema.required()).required(),
      certificates: yup.array(certificateSchema.required()).required(),
    })
    .required(),
  approval_email_cutoff: instant(),
  support_email: emailField().required(),
  calendar_file_name: textField(100)
    .required(t.fileNameInvalid)
    .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*\.ics$/, t.fileNameInvalid),
});

export type EditionFields = yup.InferType<typeof editionFieldsSchema>;

/** "Nueva edición": nothing to say, the last edition is copied a year on. */
export const createEditionSchema = yup.object({});

/** The editor's "Guardar". */
export const saveEditionSchema = yup.object({ edition: editionFieldsSchema.required() });

/** "Publicar": the edition becomes the current one. */
export const publishEditionSchema = yup.object({
  editionId: editionId(),
});
