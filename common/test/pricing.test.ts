import { PLANS, PLAN_KEYS, formatEuros, isFreePlan, priceBreakdown, type PlanKey } from '../src';

describe('priceBreakdown', () => {
  it.each<[PlanKey, number, number, number]>([
    ['socio', 0, 0, 0],
    ['laspghn', 100, 21, 121],
    ['online', 175, 37, 212],
    ['presencial', 495, 104, 599],
    ['patrocinado_presencial', 0, 0, 0],
    ['patrocinado_online', 0, 0, 0],
  ])('%s costs %i + %i VAT = %i euros', (plan, base, vat, total) => {
    expect(priceBreakdown(plan)).toEqual({
      base,
      vat,
      total,
      baseCents: base * 100,
      vatCents: vat * 100,
      totalCents: total * 100,
    });
  });

  it('treats exactly the zero-price plans as free', () => {
    expect(PLAN_KEYS.filter(isFreePlan)).toEqual([
      'socio',
      'patrocinado_presencial',
      'patrocinado_online',
    ]);
  });

  it('writes whole euros the es-ES way', () => {
    expect(formatEuros(212).replace(/\s/g, ' ')).toBe('212 €');
    expect(formatEuros(1234).replace(/\s/g, ' ')).toMatch(/^1\.?234 €$/);
  });

  it('marks the sponsored plans with the laboratory feature', () => {
    expect(PLANS.patrocinado_online.features).toContain('Patrocinado por laboratorio');
    expect(PLANS.patrocinado_presencial.features).toContain('Patrocinado por laboratorio');
    expect(PLANS.online.features).not.toContain('Patrocinado por laboratorio');
  });
});
