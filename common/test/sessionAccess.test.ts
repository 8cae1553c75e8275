import { canJoinSessions, type SessionAccessInput } from '../src';

const approved = { access_status: 'aprobado' };
const pending = { access_status: 'pendiente_aprobacion' };

describe('canJoinSessions', () => {
  it.each<[string, SessionAccessInput, boolean]>([
    ['approved attendee', { profile: approved, isAdmin: false, impersonating: false }, true],
    [
      'approved, odd casing',
      { profile: { access_status: ' Aprobado ' }, isAdmin: false, impersonating: false },
      true,
    ],
    ['pending attendee', { profile: pending, isAdmin: false, impersonating: false }, false],
    [
      'unknown status',
      { profile: { access_status: 'x' }, isAdmin: false, impersonating: false },
      false,
    ],
    ['no profile', { profile: null, isAdmin: false, impersonating: false }, false],
    ['administrator without profile', { profile: null, isAdmin: true, impersonating: false }, true],
    [
      'administrator viewing a pending user',
      { profile: pending, isAdmin: true, impersonating: true },
      false,
    ],
    [
      'administrator viewing an approved user',
      { profile: approved, isAdmin: true, impersonating: true },
      true,
    ],
  ])('%s', (_case, input, expected) => {
    expect(canJoinSessions(input)).toBe(expected);
  });
});
