import { homeFor, initialStatuses, routeAfterVerification, type PlanKey } from '../src';

describe('routeAfterVerification', () => {
  it.each([
    [{ kind: 'registration', plan: 'socio', email: 'a@b.es' }, '/pending-confirmation'],
    [
      { kind: 'registration', plan: 'online', email: 'a@b.es' },
      '/payment?email=a%40b.es&plan=online',
    ],
    [
      { kind: 'registration', plan: 'laspghn', email: 'x@y.org' },
      '/payment?email=x%40y.org&plan=laspghn',
    ],
    [
      { kind: 'registration', plan: 'presencial', email: 'a+1@b.es' },
      '/payment?email=a%2B1%40b.es&plan=presencial',
    ],
    [{ kind: 'login', isAdmin: true }, '/admin'],
    [{ kind: 'login', isAdmin: false }, '/dashboard'],
  ] as const)('%j goes to %s', (outcome, route) => {
    expect(routeAfterVerification(outcome)).toBe(route);
  });

  it('sends administrators home to the back office', () => {
    expect(homeFor(true)).toBe('/admin');
    expect(homeFor(false)).toBe('/dashboard');
  });
});

describe('initialStatuses', () => {
  it.each<[PlanKey, string, string]>([
    ['socio', 'pendiente_aprobacion', 'not_applicable'],
    ['laspghn', 'pendiente_aprobacion', 'pending'],
    ['online', 'pendiente_aprobacion', 'pending'],
    ['presencial', 'pendiente_aprobacion', 'pending'],
    ['patrocinado_online', 'aprobado', 'not_applicable'],
    ['patrocinado_presencial', 'aprobado', 'not_applicable'],
  ])('%s starts %s / %s', (plan, access, payment) => {
    expect(initialStatuses(plan)).toEqual({ access_status: access, payment_status: payment });
  });
});
