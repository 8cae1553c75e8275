import type { Admission, PlanKey } from '../catalog/plans';
import type { AccreditationRules } from '../catalog/accreditation';
import type { Sponsor } from '../catalog/sponsors';

/** A draft is being prepared; exactly one edition is current (open); earlier ones are finished. */
export const EDITION_STATES = ['draft', 'current', 'finished'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

/** One registration plan of an edition, as the landing sells it and the functions charge it. */
export interface EditionPlan {
  key: PlanKey;
  name: string;
  description: string;
  features: string[];
  /** Whole euros, VAT excluded. */
  price: number;
  /** The VAT rate (0.21); `null` when the plan is exempt, with the legal reason beside it. */
  vat_rate: number | null;
  vat_exempt_reason: string | null;
  admission: Admission;
  /** Attended at the venue (otherwise followed online). */
  in_person: boolean;
  /** Places on sale; `null` is unlimited. */
  capacity: number | null;
  /** When the plan can be registered for; `null` is "from publication" / "until the course". */
  registration_opens_at: Date | null;
  registration_closes_at: Date | null;
  /** A lower price sold until `early_price_until`. */
  early_price: number | null;
  early_price_until: Date | null;
  /** The landing's "Más Popular" card. */
  popular: boolean;
  /**
   * Only in the public copy (`/edition.json`, `withFullPlans`): every place of the plan is taken.
   * Never stored; the places themselves are counted at `editions/{id}/seats/{key}`.
   */
  full?: boolean;
}

export interface Venue {
  name: string;
  address: string;
  city: string;
}

/** `editions/{id}`: one yearly edition of the course; the id is its year ("2026"). */
export interface Edition {
  id: string;
  state: EditionState;
  title: string;
  short_title: string;
  /** IANA zone the dates are shown in ("Europe/Madrid"). */
  time_zone: string;
  starts_at: Date;
  ends_at: Date;
  /** The dashboard countdown's target: the opening talk. */
  countdown_target: Date;
  venue: Venue;
  plans: EditionPlan[];
  sponsors: Sponsor[];
  accreditation: AccreditationRules;
  /** Approval emails sent before it are sent again by the bulk action, unless left out. */
  approval_email_cutoff: Date | null;
  support_email: string;
  calendar_file_name: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
}

/** `site/current_edition`: which edition is open, written only by "Publicar". */
export interface CurrentEditionPointer {
  edition_id: string;
  published_at: Date;
}

type DateKeys<T> = { [K in keyof T]-?: T[K] extends Date | null ? K : never }[keyof T];

const EDITION_DATES: readonly DateKeys<Edition>[] = [
  'starts_at',
  'ends_at',
  'countdown_target',
  'approval_email_cutoff',
  'created_at',
  'updated_at',
  'published_at',
];
const PLAN_DATES: readonly DateKeys<EditionPlan>[] = [
  'registration_opens_at',
  'registration_closes_at',
  'early_price_until',
];

function withDates<T extends object>(
  source: T,
  keys: readonly PropertyKey[],
  convert: (value: unknown) => unknown,
): T {
  const copy = { ...source } as Record<PropertyKey, unknown>;
  for (const key of keys) {
    if (copy[key] !== undefined && copy[key] !== null) copy[key] = convert(copy[key]);
  }
  return copy as T;
}

const toDate = (value: unknown) => new Date(value as string);
const toIso = (value: unknown) => (value as Date).toISOString();

/**
 * An edition as JSON carries its instants as ISO strings: the public copy the landing fetches, the
 * demo's source and the editor's preview all read through these two.
 */
export function editionFromJson(json: unknown): Edition {
  const edition = withDates(json as Edition, EDITION_DATES, toDate);
  return { ...edition, plans: edition.plans.map((plan) => withDates(plan, PLAN_DATES, toDate)) };
}

export function editionToJson(edition: Edition): unknown {
  const json = withDates(edition, EDITION_DATES, toIso);
  return { ...json, plans: edition.plans.map((plan) => withDates(plan, PLAN_DATES, toIso)) };
}
