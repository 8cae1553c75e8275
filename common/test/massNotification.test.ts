import { hasNotificationFilter, isNotificationTarget, type NotificationFilters } from '../src';

const filters = (overrides: Partial<NotificationFilters> = {}): NotificationFilters => ({
  plans: [],
  accessStatuses: [],
  paymentStatuses: [],
  ...overrides,
});

const person = (overrides = {}) => ({
  id: 'u1',
  email: 'u1@example.com',
  plan_name: 'online',
  access_status: 'aprobado' as const,
  payment_status: 'completed' as const,
  archived_at: null,
  email_notifications: true,
  ...overrides,
});

describe('isNotificationTarget', () => {
  it.each([
    ['no filter picks nobody', filters(), person(), false],
    ['a plan filter picks that plan', filters({ plans: ['online'] }), person(), true],
    ['another plan is left out', filters({ plans: ['socio'] }), person(), false],
    [
      'every chosen field must match',
      filters({ plans: ['online'], accessStatuses: ['pendiente_aprobacion'] }),
      person(),
      false,
    ],
    [
      'values of one field are alternatives',
      filters({ paymentStatuses: ['failed', 'completed'] }),
      person(),
      true,
    ],
    [
      'a legacy unfinished payment counts as pending',
      filters({ paymentStatuses: ['pending'] }),
      person({ payment_status: 'en_proceso' }),
      true,
    ],
    [
      'a plan stored with odd case still matches',
      filters({ plans: ['online'] }),
      person({ plan_name: ' Online ' }),
      true,
    ],
    [
      'archived people are never written to',
      filters({ plans: ['online'] }),
      person({ archived_at: new Date() }),
      false,
    ],
    [
      'people who turned course emails off are left out',
      filters({ plans: ['online'] }),
      person({ email_notifications: false }),
      false,
    ],
    ['individual mode picks the one user', filters({ selectedUserId: 'u1' }), person(), true],
    [
      'individual mode picks nobody else',
      filters({ selectedUserId: 'u2', plans: ['online'] }),
      person(),
      false,
    ],
  ])('%s', (_, chosen, profile, expected) => {
    expect(isNotificationTarget(profile, chosen)).toBe(expected);
  });
});

describe('hasNotificationFilter', () => {
  it('is false only when nothing at all is chosen', () => {
    expect(hasNotificationFilter(filters())).toBe(false);
    expect(hasNotificationFilter(filters({ accessStatuses: ['rechazado'] }))).toBe(true);
    expect(hasNotificationFilter(filters({ selectedUserId: 'u9' }))).toBe(true);
  });
});
