import { APPROVAL_EMAIL_CUTOFF, isBulkApprovalTarget, isPendingSocio } from '../src';

const socio = (overrides: Record<string, unknown> = {}) => ({
  plan_name: 'socio',
  access_status: 'aprobado',
  archived_at: null,
  approval_email_sent_at: null,
  ...overrides,
});
const justBefore = new Date(APPROVAL_EMAIL_CUTOFF.getTime() - 1);
const atCutoff = APPROVAL_EMAIL_CUTOFF;

describe('the approval email cut-off', () => {
  it('is 21/07/2025 17:00 in Madrid', () => {
    const madrid = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(APPROVAL_EMAIL_CUTOFF);
    expect(madrid).toBe('21/7/25, 17:00');
  });
});

describe('isBulkApprovalTarget', () => {
  it.each([
    ['an approved socio never emailed', socio(), true, true],
    [
      'an approved socio emailed just before the cut-off',
      socio({ approval_email_sent_at: justBefore }),
      true,
      true,
    ],
    [
      '… unless previous sends are left out',
      socio({ approval_email_sent_at: justBefore }),
      false,
      false,
    ],
    [
      'an approved socio emailed at the cut-off',
      socio({ approval_email_sent_at: atCutoff }),
      true,
      false,
    ],
    ['a pending socio', socio({ access_status: 'pendiente_aprobacion' }), true, false],
    ['an archived socio', socio({ archived_at: new Date('2025-08-01') }), true, false],
    ['an approved online attendee', socio({ plan_name: 'online' }), true, false],
    ['a legacy spelling of the plan', socio({ plan_name: ' Socio ' }), true, true],
  ])('%s → %s', (_case, profile, includePrevious, expected) => {
    expect(isBulkApprovalTarget(profile, includePrevious)).toBe(expected);
  });
});

describe('isPendingSocio', () => {
  it.each([
    [socio({ access_status: 'pendiente_aprobacion' }), true],
    [socio({ access_status: 'aprobado' }), false],
    [socio({ access_status: 'pendiente_aprobacion', archived_at: new Date() }), false],
    [socio({ access_status: 'pendiente_aprobacion', plan_name: 'online' }), false],
  ])('%p → %s', (profile, expected) => {
    expect(isPendingSocio(profile)).toBe(expected);
  });
});
