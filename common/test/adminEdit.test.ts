import { statusesAfterAdminEdit } from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

const sent = new Date('2025-09-01T10:00:00Z');

describe('statusesAfterAdminEdit', () => {
  it.each([
    [
      'socio forces not_applicable',
      { access_status: 'aprobado', payment_status: 'pending', approval_email_sent_at: null },
      { plan_name: 'socio', access_status: 'aprobado' },
      { access_status: 'aprobado', payment_status: 'not_applicable', approval_email_sent_at: null },
    ],
    [
      'a sponsored plan forces not_applicable and approves a pending one',
      {
        access_status: 'pendiente_aprobacion',
        payment_status: 'pending',
        approval_email_sent_at: null,
      },
      { plan_name: 'patrocinado_online', access_status: 'pendiente_aprobacion' },
      { access_status: 'aprobado', payment_status: 'not_applicable', approval_email_sent_at: null },
    ],
    [
      'a sponsored plan saved as rechazado stays rechazado',
      { access_status: 'aprobado', payment_status: 'not_applicable', approval_email_sent_at: null },
      { plan_name: 'patrocinado_presencial', access_status: 'rechazado' },
      {
        access_status: 'rechazado',
        payment_status: 'not_applicable',
        approval_email_sent_at: null,
      },
    ],
    [
      'leaving not_applicable for a paying plan waits for the payment',
      { access_status: 'aprobado', payment_status: 'not_applicable', approval_email_sent_at: sent },
      { plan_name: 'presencial', access_status: 'aprobado' },
      { access_status: 'aprobado', payment_status: 'pending', approval_email_sent_at: sent },
    ],
    [
      'a paying plan keeps a completed payment',
      { access_status: 'aprobado', payment_status: 'completed', approval_email_sent_at: null },
      { plan_name: 'online', access_status: 'aprobado' },
      { access_status: 'aprobado', payment_status: 'completed', approval_email_sent_at: null },
    ],
    [
      'aprobado back to pendiente forgets the approval email',
      { access_status: 'aprobado', payment_status: 'not_applicable', approval_email_sent_at: sent },
      { plan_name: 'socio', access_status: 'pendiente_aprobacion' },
      {
        access_status: 'pendiente_aprobacion',
        payment_status: 'not_applicable',
        approval_email_sent_at: null,
      },
    ],
    [
      'aprobado to rechazado keeps when the email went out',
      { access_status: 'aprobado', payment_status: 'not_applicable', approval_email_sent_at: sent },
      { plan_name: 'socio', access_status: 'rechazado' },
      {
        access_status: 'rechazado',
        payment_status: 'not_applicable',
        approval_email_sent_at: sent,
      },
    ],
  ] as const)('%s', (_case, current, edit, expected) => {
    expect(statusesAfterAdminEdit(current, edit, currentEdition)).toEqual(expected);
  });
});

describe('statusesAfterAdminEdit follows the edition', () => {
  it('treats a plan as paying or sponsored as the edition says', () => {
    const edition = editionWith({}, { key: 'socio', changes: { admission: 'card_payment' } });
    const current = {
      access_status: 'aprobado',
      payment_status: 'not_applicable',
      approval_email_sent_at: null,
    } as const;
    expect(
      statusesAfterAdminEdit(current, { plan_name: 'socio', access_status: 'aprobado' }, edition),
    ).toEqual({
      access_status: 'aprobado',
      payment_status: 'pending',
      approval_email_sent_at: null,
    });
  });
});
