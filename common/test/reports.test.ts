import { overviewCounters, planDistribution, registrationReport, registrationTrend } from '../src';
import { currentEdition, editionWith, planIn } from './fixtures/editions';

const at = (iso: string) => new Date(iso);
const profile = (overrides: Record<string, unknown> = {}) => ({
  edition_id: currentEdition.id,
  plan_name: 'online',
  access_status: 'pendiente_aprobacion',
  payment_status: 'pending',
  country: 'ES',
  specialty: 'gastroenterologia',
  archived_at: null as Date | null,
  created_at: at('2025-10-20T10:00:00Z'),
  ...overrides,
});

const PROFILES = [
  profile({ access_status: 'aprobado', payment_status: 'completed' }),
  profile({ payment_status: 'pending' }),
  profile({ payment_status: 'failed', country: 'AR' }),
  profile({
    plan_name: 'socio',
    payment_status: 'not_applicable',
    country: 'MX',
    specialty: 'neonatologia',
  }),
  profile({
    plan_name: 'socio',
    access_status: 'aprobado',
    payment_status: 'not_applicable',
    country: 'AR',
  }),
  profile({ archived_at: at('2025-10-21T10:00:00Z'), country: 'CL' }),
];

describe('overviewCounters', () => {
  it('counts registrations that are not archived', () => {
    expect(overviewCounters(PROFILES, currentEdition)).toEqual({
      total: 5,
      pendingSocios: 1,
      completedPayments: 1,
      pendingPayments: 1,
    });
  });
});

describe('planDistribution', () => {
  it('lists every plan in the edition’s order, with zero where none', () => {
    expect(
      planDistribution(PROFILES.slice(0, 5), currentEdition).map((entry) => [
        entry.key,
        entry.count,
      ]),
    ).toEqual([
      ['socio', 2],
      ['laspghn', 0],
      ['online', 3],
      ['presencial', 0],
      ['patrocinado_presencial', 0],
      ['patrocinado_online', 0],
    ]);
  });

  it('labels each plan with the edition’s name, in the edition’s order', () => {
    const edition = editionWith({
      plans: [{ ...planIn('online'), name: 'Streaming' }, planIn('socio')],
    });
    expect(planDistribution(PROFILES.slice(0, 5), edition)).toEqual([
      { key: 'online', label: 'Streaming', count: 3 },
      { key: 'socio', label: 'Socio', count: 2 },
    ]);
  });
});

describe('registrationReport', () => {
  const report = registrationReport(PROFILES, currentEdition, at('2025-10-25T12:00:00Z'));

  it('gives the rates over the right populations', () => {
    expect(report.total).toBe(5);
    expect(report.approvalRate).toBeCloseTo(2 / 5);
    expect(report.paymentRate).toBeCloseTo(1 / 3);
    expect(report.countries).toBe(3);
  });

  it('ranks countries and specialties by count, labelled, ties by label', () => {
    expect(report.topCountries.map((c) => [c.label, c.count])).toEqual([
      ['Argentina', 2],
      ['España', 2],
      ['México', 1],
    ]);
    expect(report.topSpecialties[0]).toMatchObject({ key: 'gastroenterologia', count: 4 });
  });

  it('keeps at most 8 entries in a top list', () => {
    const many = Array.from({ length: 12 }, (_, i) => profile({ country: `C${i}` }));
    const crowded = registrationReport(many, currentEdition, at('2025-10-25T12:00:00Z'));
    expect(crowded.topCountries).toHaveLength(8);
  });
});

describe('registrationTrend', () => {
  it('counts by Madrid day over 30 calendar days, across the October clock change', () => {
    const trend = registrationTrend(
      [
        // 23:30 UTC on 25 Oct is 01:30 on 26 Oct in Madrid.
        profile({ created_at: at('2025-10-25T23:30:00Z') }),
        profile({ created_at: at('2025-10-26T10:00:00Z') }),
        profile({ created_at: at('2025-10-01T09:00:00Z') }),
        profile({ created_at: at('2025-09-01T09:00:00Z') }),
      ],
      at('2025-10-30T00:30:00Z'),
    );
    expect(trend).toHaveLength(30);
    expect(trend[0].day).toBe('2025-10-01');
    expect(trend.at(-1)!.day).toBe('2025-10-30');
    expect(new Set(trend.map((d) => d.day)).size).toBe(30);
    expect(trend.find((d) => d.day === '2025-10-26')!.count).toBe(2);
    expect(trend.find((d) => d.day === '2025-10-01')!.count).toBe(1);
    expect(trend.reduce((sum, d) => sum + d.count, 0)).toBe(3);
  });

  it('lists the last 10 days with activity, newest first', () => {
    const busy = Array.from({ length: 14 }, (_, i) =>
      profile({ created_at: at(`2025-10-${String(i + 10).padStart(2, '0')}T10:00:00Z`) }),
    );
    const days = registrationReport(
      busy,
      currentEdition,
      at('2025-10-30T10:00:00Z'),
    ).recentActiveDays;
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2025-10-${String(23 - i).padStart(2, '0')}`),
    );
  });
});
