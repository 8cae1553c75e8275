import type { Edition, EditionPlan } from '../models/Edition';

/**
 * A plan's key within its edition ("online", "presencial", …): a lowercase slug an administrator
 * chooses in the edition's editor. Stored registrations keep it in `plan_name`.
 */
export type PlanKey = string;

/**
 * How a registration on the plan gets access: the societies approve membership, a card payment
 * confirms it, or a sponsor's registration is approved when an administrator creates it.
 */
export const ADMISSIONS = ['society_approval', 'card_payment', 'sponsored'] as const;
export type Admission = (typeof ADMISSIONS)[number];

/** A plan key: lowercase letters, digits and underscores, as the editor allows. */
export const PLAN_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** Compares as the specification does: lowercase and trimmed. */
export function normalizeStatus(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** The edition's plan a stored `plan_name` names (legacy spellings included), if any. */
export function planOf(
  edition: Edition | null | undefined,
  value: unknown,
): EditionPlan | undefined {
  const key = normalizeStatus(value);
  return edition?.plans.find((plan) => plan.key === key);
}

/** Plans a visitor chooses on the public pages: sponsored plans are created by administrators. */
export function publicPlans(edition: Edition): EditionPlan[] {
  return edition.plans.filter((plan) => plan.admission !== 'sponsored');
}

/** The edition's public plan of that key, if any. */
export function publicPlanOf(
  edition: Edition | null | undefined,
  value: unknown,
): EditionPlan | undefined {
  const plan = planOf(edition, value);
  return plan && plan.admission !== 'sponsored' ? plan : undefined;
}

/** The plan `/register` starts with: the popular one, else the first public plan. */
export function defaultPlan(edition: Edition): EditionPlan | undefined {
  const plans = publicPlans(edition);
  return plans.find((plan) => plan.popular) ?? plans[0];
}

/**
 * The plan for members of LASPGHAN, whose registration confirms that membership (a checkbox of the
 * form, stored as `is_laspghn_member`).
 */
export function asksLaspghnMembership(plan: unknown): boolean {
  return normalizeStatus(plan) === 'laspghn';
}

/** Registrations on this plan wait for the societies to approve their membership (socio). */
export function needsSocietyApproval(edition: Edition | null | undefined, plan: unknown): boolean {
  return planOf(edition, plan)?.admission === 'society_approval';
}

/** Registrations on this plan get access through a card payment. */
export function isPaidPlan(edition: Edition | null | undefined, plan: unknown): boolean {
  return planOf(edition, plan)?.admission === 'card_payment';
}

/** Sponsored plans: approved at creation, nothing to pay. */
export function isSponsoredPlan(edition: Edition | null | undefined, plan: unknown): boolean {
  return planOf(edition, plan)?.admission === 'sponsored';
}

/** The display name of a stored `plan_name` (legacy spellings included), or the value itself. */
export function planDisplayName(edition: Edition | null | undefined, value: unknown): string {
  return planOf(edition, value)?.name ?? (typeof value === 'string' ? value : '');
}
