import { isBulkApprovalTarget, isPendingSocio } from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

const socio = (overrides: Record<string, unknown> = {}) => ({
  edition_id: currentEdition.id,
  plan_name: 'socio',
  access_status: 'aprobado',
  archived_at: null,
  approval_email_sent_at: null,
  ...overrides,
});
const cutoff = currentEdition.approval_email_cutoff!;
const justBefore = new Date(cutoff.getTime() - 1);
const atCutoff = cutoff;

describe('the approval email cut-off', () => {
  it('is the edition’s: 21/07/2026 17:00 in Madrid for the demo edition', () => {
    const madrid = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(cutoff);
    expect(madrid).toBe('21/7/26, 17:00');
  });
});

describe('isBulkApprovalTarget', () => {
  it.each([
    ['an approved socio never emailed', socio(), true, true],
    ['a socio approved in an earlier edition', socio({ edition_id: '2025' }), true, false],
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
    ['an archived socio', socio({ archived_at: new Date('2026-08-01') }), true, false],
    ['an approved online attendee', socio({ plan_name: 'online' }), true, false],
    ['a legacy spelling of the plan', socio({ plan_name: ' Socio ' }), true, true],
    [
      'a send whose outcome was never recorded',
      socio({ approval_email_sending_since: new Date('2026-08-01') }),
      true,
      false,
    ],
  ])('%s → %s', (_case, profile, includePrevious, expected) => {
    expect(isBulkApprovalTarget(profile, currentEdition, includePrevious)).toBe(expected);
  });

  it('reads the cut-off from the edition it is given', () => {
    const later = editionWith({ approval_email_cutoff: new Date('2026-09-01T10:00:00Z') });
    const sentInAugust = socio({ approval_email_sent_at: new Date('2026-08-15T10:00:00Z') });
    expect(isBulkApprovalTarget(sentInAugust, currentEdition)).toBe(false);
    expect(isBulkApprovalTarget(sentInAugust, later)).toBe(true);
  });

  it('with no cut-off resends nobody already sent, and still sends whoever never got it', () => {
    const none = editionWith({ approval_email_cutoff: null });
    const longAgo = socio({ approval_email_sent_at: new Date('2020-01-01T00:00:00Z') });
    expect(isBulkApprovalTarget(longAgo, none, true)).toBe(false);
    expect(isBulkApprovalTarget(longAgo, none, false)).toBe(false);
    expect(isBulkApprovalTarget(socio(), none, true)).toBe(true);
  });

  it('follows the edition’s admission: only plans the societies approve are targets', () => {
    const onlineApproved = editionWith(
      {},
      { key: 'online', changes: { admission: 'society_approval' } },
    );
    expect(isBulkApprovalTarget(socio({ plan_name: 'online' }), onlineApproved)).toBe(true);
    const noSocio = editionWith({
      plans: currentEdition.plans.filter((plan) => plan.key !== 'socio'),
    });
    expect(isBulkApprovalTarget(socio(), noSocio)).toBe(false);
  });
});

describe('isPendingSocio', () => {
  it.each([
    [socio({ access_status: 'pendiente_aprobacion' }), true],
    [socio({ access_status: 'aprobado' }), false],
    [socio({ access_status: 'pendiente_aprobacion', archived_at: new Date() }), false],
    [socio({ access_status: 'pendiente_aprobacion', plan_name: 'online' }), false],
    [socio({ access_status: 'pendiente_aprobacion', edition_id: '2025' }), false],
  ])('%p → %s', (profile, expected) => {
    expect(isPendingSocio(profile, currentEdition)).toBe(expected);
  });
});
