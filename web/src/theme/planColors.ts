import { planOf, type Edition } from '@curso/common';

/**
 * Badge colours, one per plan in the edition's order (no two plans share a badge colour up to
 * eight plans): hues apart from one another, each dark enough for white text (WCAG AA, 4.5:1).
 */
const PLAN_COLORS = [
  '#2e7d32',
  '#5d4037',
  '#1565c0',
  '#6a1b9a',
  '#b45309',
  '#ad1457',
  '#00695c',
  '#37474f',
] as const;

/** The colour of a stored `plan_name`'s badge, or none when it names no plan of the edition. */
export function planColor(edition: Edition, plan: unknown): string | undefined {
  const key = planOf(edition, plan)?.key;
  const index = edition.plans.findIndex((p) => p.key === key);
  return index < 0 ? undefined : PLAN_COLORS[index % PLAN_COLORS.length];
}
