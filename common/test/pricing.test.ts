import { basePriceAt, formatEuros, isFreePlan, priceBreakdown, type EditionPlan } from '../src';
import { currentEdition, planIn } from './fixtures/editions';

const at = new Date('2027-06-01T10:00:00Z');
const withChanges = (key: string, changes: Partial<EditionPlan>): EditionPlan => ({
  ...planIn(key),
  ...changes,
});

describe('priceBreakdown', () => {
  it.each<[string, number, number, number]>([
    ['socio', 0, 0, 0],
    ['laspghn', 100, 21, 121],
    ['online', 175, 37, 212],
    ['presencial', 495, 104, 599],
    ['patrocinado_presencial', 0, 0, 0],
    ['patrocinado_online', 0, 0, 0],
  ])('%s costs %i + %i VAT = %i euros', (key, base, vat, total) => {
    expect(priceBreakdown(planIn(key), at)).toEqual({
      base,
      vat,
      total,
      vatRate: 0.21,
      vatExemptReason: null,
      baseCents: base * 100,
      vatCents: vat * 100,
      totalCents: total * 100,
    });
  });

  it('rounds the VAT to whole euros (175 at 21 % is 36.75 → 37)', () => {
    const breakdown = priceBreakdown(withChanges('online', { price: 175, vat_rate: 0.21 }), at);
    expect(breakdown.vat).toBe(37);
    expect(breakdown.vatCents).toBe(3700);
    expect(breakdown.totalCents).toBe(21200);
    // …and down when the fraction is below a half: 104 at 10 % is 10.4 → 10.
    expect(priceBreakdown(withChanges('online', { price: 104, vat_rate: 0.1 }), at).vat).toBe(10);
  });

  it('applies the plan’s own VAT rate', () => {
    const reduced = priceBreakdown(withChanges('online', { price: 200, vat_rate: 0.1 }), at);
    expect(reduced).toMatchObject({ base: 200, vat: 20, total: 220, vatRate: 0.1 });
  });

  it('charges no VAT on an exempt plan and says why', () => {
    const reason = 'Exento según el artículo 20.Uno.9.º de la Ley 37/1992';
    const exempt = withChanges('online', { vat_rate: null, vat_exempt_reason: reason });
    expect(priceBreakdown(exempt, at)).toEqual({
      base: 175,
      vat: 0,
      total: 175,
      vatRate: 0,
      vatExemptReason: reason,
      baseCents: 17500,
      vatCents: 0,
      totalCents: 17500,
    });
  });

  it('gives no exemption reason when the plan carries VAT, even if one was left behind', () => {
    const taxed = withChanges('online', { vat_rate: 0.21, vat_exempt_reason: 'olvidado' });
    expect(priceBreakdown(taxed, at).vatExemptReason).toBeNull();
  });

  describe('the early price', () => {
    const deadline = new Date('2027-09-30T21:59:59Z');
    const early = withChanges('presencial', { early_price: 395, early_price_until: deadline });

    it('is sold before its deadline', () => {
      const before = new Date(deadline.getTime() - 1);
      expect(basePriceAt(early, before)).toBe(395);
      expect(priceBreakdown(early, before)).toMatchObject({ base: 395, vat: 83, total: 478 });
      expect(priceBreakdown(early, before).totalCents).toBe(47800);
    });

    it('gives way to the normal price at the deadline and after it', () => {
      expect(basePriceAt(early, deadline)).toBe(495);
      expect(priceBreakdown(early, deadline)).toMatchObject({ base: 495, vat: 104, total: 599 });
      const after = new Date(deadline.getTime() + 86_400_000);
      expect(priceBreakdown(early, after).base).toBe(495);
    });

    it('needs both a price and a deadline', () => {
      const noDeadline = withChanges('presencial', { early_price: 395, early_price_until: null });
      expect(basePriceAt(noDeadline, at)).toBe(495);
      const noPrice = withChanges('presencial', { early_price: null, early_price_until: deadline });
      expect(basePriceAt(noPrice, at)).toBe(495);
    });
  });
});

describe('isFreePlan', () => {
  it('treats exactly the zero-price plans of the edition as free', () => {
    expect(currentEdition.plans.filter(isFreePlan).map((plan) => plan.key)).toEqual([
      'socio',
      'patrocinado_presencial',
      'patrocinado_online',
    ]);
  });

  it('is not free while an early price is charged', () => {
    const free = withChanges('socio', { price: 0, early_price: 0 });
    expect(isFreePlan(free)).toBe(true);
    expect(isFreePlan(withChanges('socio', { price: 0, early_price: 50 }))).toBe(false);
  });
});

describe('formatEuros', () => {
  it('writes whole euros the es-ES way', () => {
    expect(formatEuros(212).replace(/\s/g, ' ')).toBe('212 €');
    expect(formatEuros(1234).replace(/\s/g, ' ')).toMatch(/^1\.?234 €$/);
  });
});

describe('the demo edition’s plans', () => {
  it('marks the sponsored plans with the laboratory feature', () => {
    expect(planIn('patrocinado_online').features).toContain('Patrocinado por laboratorio');
    expect(planIn('patrocinado_presencial').features).toContain('Patrocinado por laboratorio');
    expect(planIn('online').features).not.toContain('Patrocinado por laboratorio');
  });
});
