import type { PlanKey } from '@curso/common';

/**
 * The one colour of each plan's badge (no two plans share a badge colour), wherever a plan is
 * shown: six hues apart from one another, each dark enough for white text (WCAG AA, 4.5:1).
 */
export const PLAN_COLORS: Readonly<Record<PlanKey, string>> = {
  socio: '#2e7d32',
  laspghn: '#5d4037',
  online: '#1565c0',
  presencial: '#6a1b9a',
  patrocinado_presencial: '#b45309',
  patrocinado_online: '#ad1457',
};
