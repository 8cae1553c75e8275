import { pendingMessageVariant } from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

describe('pendingMessageVariant', () => {
  it.each([
    [
      {
        plan_name: 'socio',
        payment_status: 'not_applicable',
        access_status: 'pendiente_aprobacion',
      },
      'society',
    ],
    [
      { plan_name: ' SOCIO ', payment_status: 'completed', access_status: 'pendiente_aprobacion' },
      'society',
    ],
    [
      {
        plan_name: 'online',
        payment_status: 'not_applicable',
        access_status: 'pendiente_aprobacion',
      },
      'society',
    ],
    [
      {
        plan_name: 'patrocinado_online',
        payment_status: 'not_applicable',
        access_status: 'pendiente_aprobacion',
      },
      'generic',
    ],
    [
      { plan_name: 'online', payment_status: 'not_applicable', access_status: 'aprobado' },
      'generic',
    ],
    [
      { plan_name: 'online', payment_status: 'pending', access_status: 'pendiente_aprobacion' },
      'payment',
    ],
    [
      {
        plan_name: 'laspghn',
        payment_status: ' Processing',
        access_status: 'pendiente_aprobacion',
      },
      'payment',
    ],
    [
      {
        plan_name: 'presencial',
        payment_status: 'awaiting_confirmation',
        access_status: 'pendiente_aprobacion',
      },
      'payment',
    ],
    [
      {
        plan_name: 'presencial',
        payment_status: 'pendiente',
        access_status: 'pendiente_aprobacion',
      },
      'payment',
    ],
    [
      { plan_name: 'online', payment_status: 'EN_PROCESO', access_status: 'pendiente_aprobacion' },
      'payment',
    ],
    [
      { plan_name: 'online', payment_status: 'failed', access_status: 'pendiente_aprobacion' },
      'generic',
    ],
    [{ plan_name: 'online', payment_status: 'completed', access_status: 'rechazado' }, 'generic'],
    [{ plan_name: null, payment_status: null, access_status: null }, 'generic'],
  ])('%j shows the %s message', (profile, variant) => {
    expect(pendingMessageVariant(profile, currentEdition)).toBe(variant);
  });
});

describe('pendingMessageVariant follows the edition', () => {
  const waiting = {
    plan_name: 'online',
    payment_status: 'pending',
    access_status: 'pendiente_aprobacion',
  };

  it('shows the society message for a plan the edition has the societies approve', () => {
    const edition = editionWith({}, { key: 'online', changes: { admission: 'society_approval' } });
    expect(pendingMessageVariant(waiting, edition)).toBe('society');
  });

  it('shows the generic message for a plan the edition does not have', () => {
    const edition = editionWith({
      plans: currentEdition.plans.filter((plan) => plan.key !== 'online'),
    });
    expect(pendingMessageVariant(waiting, edition)).toBe('generic');
  });
});
