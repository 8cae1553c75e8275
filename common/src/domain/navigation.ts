import { needsSocietyApproval, type PlanKey } from '../catalog/plans';
import type { Edition } from '../models/Edition';

export type AfterVerification =
  { kind: 'registration'; plan: PlanKey; email: string } | { kind: 'login'; isAdmin: boolean };

/**
 * Where a user goes once the emailed code is accepted: socio waits for the societies, other plans
 * pay; a login goes to the back office for an administrator and to the dashboard otherwise.
 */
export function routeAfterVerification(outcome: AfterVerification, edition: Edition): string {
  if (outcome.kind === 'login') return outcome.isAdmin ? '/admin' : '/dashboard';
  if (needsSocietyApproval(edition, outcome.plan)) return '/pending-confirmation';
  const query = new URLSearchParams({ email: outcome.email, plan: outcome.plan });
  return `/payment?${query.toString()}`;
}

/** After a confirmed payment, and from "Ir a mi área personal". */
export function homeFor(isAdmin: boolean): string {
  return isAdmin ? '/admin' : '/dashboard';
}
