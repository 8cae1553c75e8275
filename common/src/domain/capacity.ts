import type { Edition, EditionPlan } from '../models/Edition';

type Capacity = Pick<EditionPlan, 'capacity'>;

/** The plan counts its places: it has a capacity (`null`, or none in an older record, is unlimited). */
export function hasCapacity(plan: Capacity): plan is { capacity: number } {
  return typeof plan.capacity === 'number';
}

/**
 * Places still free on a plan of which `taken` are taken, never below zero (a capacity lowered
 * under what was sold leaves none); `null` for a plan without capacity.
 */
export function placesLeft(plan: Capacity, taken: number): number | null {
  if (!hasCapacity(plan)) return null;
  return Math.max(0, plan.capacity - Math.max(0, taken));
}

/** A plan with a capacity and no place left: registration on it is refused with `plan-full`. */
export function isPlanFull(plan: Capacity, taken: number): boolean {
  return placesLeft(plan, taken) === 0;
}

/**
 * The public copy of an edition (`/edition.json`): every plan says whether it is full, from the
 * places taken per plan key (a key missing has none taken), so the landing and the sign-up form
 * show "Plazas agotadas" without reading Firestore.
 */
export function withFullPlans(edition: Edition, taken: Readonly<Record<string, number>>): Edition {
  return {
    ...edition,
    plans: edition.plans.map((plan) => ({ ...plan, full: isPlanFull(plan, taken[plan.key] ?? 0) })),
  };
}
