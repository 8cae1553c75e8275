import type { EditionPlan } from '../models/Edition';

export interface PriceBreakdown {
  base: number;
  vat: number;
  total: number;
  /** The VAT rate applied; 0 for an exempt plan. */
  vatRate: number;
  /** Why no VAT is charged, for an exempt plan. */
  vatExemptReason: string | null;
  /** Amount charged by the card provider, in cents. */
  totalCents: number;
  vatCents: number;
  baseCents: number;
}

/** The base price on sale at that moment: the early price until its deadline, then the price. */
export function basePriceAt(plan: EditionPlan, at: Date): number {
  const early =
    plan.early_price !== null && plan.early_price_until !== null && at < plan.early_price_until;
  return early ? (plan.early_price as number) : plan.price;
}

/** VAT at the plan's rate rounded to a whole euro (online at 21 %: 175 + 37 = 212). */
export function priceBreakdown(plan: EditionPlan, at: Date = new Date()): PriceBreakdown {
  const base = basePriceAt(plan, at);
  const vatRate = plan.vat_rate ?? 0;
  const vat = Math.round(base * vatRate);
  const total = base + vat;
  return {
    base,
    vat,
    total,
    vatRate,
    vatExemptReason: plan.vat_rate === null ? plan.vat_exempt_reason : null,
    baseCents: base * 100,
    vatCents: vat * 100,
    totalCents: total * 100,
  };
}

/** Nothing to charge (socio and sponsored plans). */
export function isFreePlan(plan: EditionPlan): boolean {
  return plan.price === 0 && (plan.early_price ?? 0) === 0;
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
