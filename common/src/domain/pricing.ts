import { PLANS, type PlanKey } from '../catalog/plans';

export const VAT_RATE = 0.21;

export interface PriceBreakdown {
  base: number;
  vat: number;
  total: number;
  /** Amount charged by the card provider, in cents. */
  totalCents: number;
  vatCents: number;
  baseCents: number;
}

/** VAT is 21 % rounded to a whole euro (online: 175 + 37 = 212). */
export function priceBreakdown(plan: PlanKey): PriceBreakdown {
  const base = PLANS[plan].price;
  const vat = Math.round(base * VAT_RATE);
  const total = base + vat;
  return { base, vat, total, baseCents: base * 100, vatCents: vat * 100, totalCents: total * 100 };
}

/** Nothing to charge (socio and sponsored plans). */
export function isFreePlan(plan: PlanKey): boolean {
  return PLANS[plan].price === 0;
}

const euro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "175 €" as es-ES writes whole euros. */
export function formatEuros(amount: number): string {
  return euro.format(amount);
}
