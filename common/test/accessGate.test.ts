import { adminGate, dashboardGate, pendingGate, registerAgainGate, type GateInput } from '../src';

const approved = {
  access_status: 'aprobado',
  plan_name: 'online',
  archived_at: null,
  edition_id: '2027',
};
const pending = {
  access_status: 'pendiente_aprobacion',
  plan_name: 'socio',
  archived_at: null,
  edition_id: '2027',
};
/** Approved in the earlier edition, not yet registered in the current one. */
const earlier = { ...approved, edition_id: '2025' };
const archived = { ...approved, archived_at: new Date('2025-09-01') };
const sponsored = {
  access_status: 'pendiente_aprobacion',
  plan_name: ' Patrocinado_Online ',
  archived_at: null,
  edition_id: '2027',
};

const input = (over: Partial<GateInput>): GateInput => ({
  profile: approved,
  signedIn: true,
  isAdmin: false,
  impersonating: false,
  editionId: '2027',
  ...over,
});

describe('dashboardGate', () => {
  it.each([
    [
      'anonymous visitor',
      input({ signedIn: false, profile: null }),
      { action: 'redirect', to: '/login' },
    ],
    ['approved attendee', input({}), { action: 'allow' }],
    [
      'approved with odd casing',
      input({ profile: { ...approved, access_status: ' APROBADO ' } }),
      { action: 'allow' },
    ],
    [
      'pending attendee',
      input({ profile: pending }),
      { action: 'redirect', to: '/pending-confirmation' },
    ],
    [
      'rejected attendee',
      input({ profile: { ...approved, access_status: 'rechazado' } }),
      { action: 'redirect', to: '/pending-confirmation' },
    ],
    [
      'archived attendee',
      input({ profile: archived }),
      { action: 'redirect', to: '/archived-account', signOut: true },
    ],
    [
      'signed in without profile',
      input({ profile: null }),
      { action: 'redirect', to: '/pending-confirmation' },
    ],
    ['admin with pending profile', input({ isAdmin: true, profile: pending }), { action: 'allow' }],
    [
      'admin with archived profile',
      input({ isAdmin: true, profile: archived }),
      { action: 'allow' },
    ],
    [
      'admin impersonating a pending attendee',
      input({ isAdmin: true, impersonating: true, profile: pending }),
      { action: 'redirect', to: '/pending-confirmation' },
    ],
    [
      'admin impersonating an archived attendee',
      input({ isAdmin: true, impersonating: true, profile: archived }),
      { action: 'redirect', to: '/archived-account', signOut: true },
    ],
    [
      'attendee approved in an earlier edition registers again first',
      input({ profile: earlier }),
      { action: 'redirect', to: '/register-again' },
    ],
  ])('%s', (_name, gateInput, decision) => {
    expect(dashboardGate(gateInput)).toEqual(decision);
  });
});

describe('pendingGate', () => {
  it.each([
    [
      'anonymous visitor',
      input({ signedIn: false, profile: null }),
      { action: 'redirect', to: '/login' },
    ],
    ['pending socio stays', input({ profile: pending }), { action: 'allow' }],
    [
      'sponsored plan (approved at creation) skips the wait',
      input({ profile: { ...sponsored, access_status: 'aprobado' } }),
      { action: 'redirect', to: '/dashboard' },
    ],
    [
      'sponsored plan without access stays: the dashboard would send it back',
      input({ profile: sponsored }),
      { action: 'allow' },
    ],
    ['approved attendee moves on', input({}), { action: 'redirect', to: '/dashboard' }],
    [
      'archived attendee',
      input({ profile: { ...pending, archived_at: new Date() } }),
      { action: 'redirect', to: '/archived-account', signOut: true },
    ],
    [
      'admin goes to the back office',
      input({ isAdmin: true, profile: pending }),
      { action: 'redirect', to: '/admin' },
    ],
    [
      'impersonating admin sees the page',
      input({ isAdmin: true, impersonating: true, profile: pending }),
      { action: 'allow' },
    ],
    [
      'pending in an earlier edition: nothing to wait for in this one',
      input({ profile: { ...pending, edition_id: '2025' } }),
      { action: 'redirect', to: '/register-again' },
    ],
  ])('%s', (_name, gateInput, decision) => {
    expect(pendingGate(gateInput)).toEqual(decision);
  });
});

describe('registerAgainGate', () => {
  it.each([
    ['anonymous visitor', input({ signedIn: false, profile: null }), '/login'],
    ['registered in the current edition', input({}), '/dashboard'],
    ['pending in the current edition', input({ profile: pending }), '/dashboard'],
    ['administrator', input({ isAdmin: true, profile: earlier }), '/admin'],
  ])('%s goes elsewhere', (_name, gateInput, to) => {
    expect(registerAgainGate(gateInput)).toMatchObject({ action: 'redirect', to });
  });

  it('keeps out an archived account, which signs out', () => {
    expect(registerAgainGate(input({ profile: { ...earlier, archived_at: new Date() } }))).toEqual({
      action: 'redirect',
      to: '/archived-account',
      signOut: true,
    });
  });

  it('lets in a person registered only in an earlier edition, even impersonated', () => {
    expect(registerAgainGate(input({ profile: earlier }))).toEqual({ action: 'allow' });
    expect(
      registerAgainGate(input({ isAdmin: true, impersonating: true, profile: earlier })),
    ).toEqual({ action: 'allow' });
  });
});

describe('pendingGate and dashboardGate together', () => {
  it.each([approved, pending, sponsored, earlier, { ...sponsored, access_status: 'rechazado' }])(
    'never send a profile back and forth (%o)',
    (profile) => {
      const gateInput = input({ profile });
      const fromPending = pendingGate(gateInput);
      const fromDashboard = dashboardGate(gateInput);
      const loops =
        fromPending.action === 'redirect' &&
        fromPending.to === '/dashboard' &&
        fromDashboard.action === 'redirect' &&
        fromDashboard.to === '/pending-confirmation';
      expect(loops).toBe(false);
    },
  );
});

describe('adminGate', () => {
  it('sends anonymous visitors to sign in, attendees to their dashboard', () => {
    expect(adminGate({ signedIn: false, isAdmin: false })).toEqual({
      action: 'redirect',
      to: '/login',
    });
    expect(adminGate({ signedIn: true, isAdmin: false })).toEqual({
      action: 'redirect',
      to: '/dashboard',
    });
    expect(adminGate({ signedIn: true, isAdmin: true })).toEqual({ action: 'allow' });
  });
});
