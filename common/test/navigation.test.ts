import { homeFor, initialStatuses, routeAfterVerification, type PlanKey } from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

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
    expect(routeAfterVerification(outcome, currentEdition)).toBe(route);
  });

  it('sends a plan the edition has the societies approve to wait, not to pay', () => {
    const edition = editionWith({}, { key: 'online', changes: { admission: 'society_approval' } });
    expect(
      routeAfterVerification({ kind: 'registration', plan: 'online', email: 'a@b.es' }, edition),
    ).toBe('/pending-confirmation');
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
    expect(initialStatuses(currentEdition, plan)).toEqual({
      access_status: access,
      payment_status: payment,
    });
  });
});

describe('initialStatuses follows the edition', () => {
  it('approves at once a plan the edition sponsors', () => {
    const edition = editionWith({}, { key: 'presencial', changes: { admission: 'sponsored' } });
    expect(initialStatuses(edition, 'presencial')).toEqual({
      access_status: 'aprobado',
      payment_status: 'not_applicable',
    });
  });
});
