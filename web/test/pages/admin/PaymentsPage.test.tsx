import { screen, within } from '@testing-library/react';
import {
  api,
  makePayment,
  makeProfile,
  setPaymentIncidents,
  setRegistrations,
  signedIn,
  startsJob,
} from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

const payer = (id: string, payment_status: string, overrides = {}) =>
  makeProfile({
    id,
    email: `${id}@example.com`,
    plan_name: 'online',
    payment_status: payment_status as never,
    ...overrides,
  });
const row = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(new RegExp(text))) as HTMLElement;
const incidents = () => screen.getByRole('grid', { name: 'Incidencias de pago' });
const incidentRow = (sessionId: string) =>
  within(incidents())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(sessionId)) as HTMLElement;

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([
    payer('pendiente', 'pending'),
    payer('fallida', 'failed'),
    payer('pagada', 'completed', { stripe_customer_id: 'cus_123' }),
    payer('pagada2', 'completed'),
    makeProfile({ id: 'socio', plan_name: 'socio', payment_status: 'not_applicable' }),
  ]);
  const view = await renderRoute('/admin/payments');
  await screen.findAllByRole('grid');
  return view;
}

describe('/admin/payments', () => {
  it('counts payments of paying plans only, with their share', async () => {
    await openPage();
    expect(screen.getByRole('region', { name: 'Total' })).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Completados' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Completados' })).toHaveTextContent('50 % del total');
    expect(screen.getByRole('region', { name: 'Fallidos' })).toHaveTextContent('25 % del total');
    expect(within(row('pagada@')).getByText('Conectado')).toBeInTheDocument();
    expect(within(row('pagada2@')).getByText('Sin cliente')).toBeInTheDocument();
  });

  it('offers only the allowed payment transitions', async () => {
    await openPage();
    const names = (text: string) =>
      within(row(text))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(names('pendiente@')).toEqual(['Marcar completado', 'Marcar fallido']);
    expect(names('fallida@')).toEqual(['Marcar completado']);
    expect(names('pagada@')).toEqual([]);
  });

  it('marks a pending payment completed', async () => {
    const { user } = await openPage();
    api.setPaymentStatus.mockResolvedValue({ success: true });
    await user.click(within(row('pendiente@')).getByRole('button', { name: 'Marcar completado' }));
    expect(api.setPaymentStatus).toHaveBeenCalledWith({ userId: 'pendiente', status: 'completed' });
    expect(await findToast('Pago actualizado')).toHaveTextContent('Completado');
  });

  it('verifies with Stripe and says how many profiles were behind', async () => {
    const { user } = await openPage();
    api.verifyStripePayments.mockImplementation(
      startsJob('stripe_reconciliation', { checked: 12, paid: 5, updatedProfiles: 2, results: [] }),
    );
    await user.click(screen.getByRole('button', { name: 'Verificar pagos con Stripe' }));
    expect(api.verifyStripePayments).toHaveBeenCalledWith({ jobId: 'job-test-1' });
    expect(await findToast('Pagos verificados')).toHaveTextContent(
      '12 pagos revisados, 2 perfiles actualizados',
    );
  });

  it('says so when the verification fails', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Verificar pagos con Stripe' }));
    expect(await findToast('No se pudieron verificar los pagos de Stripe.')).toBeInTheDocument();
  });

  describe('Incidencias de pago', () => {
    it('lists charges that granted nothing, with their reason, and refunds, with their amount', async () => {
      setPaymentIncidents([
        makePayment({
          id: 'cs_importe',
          email: 'importe@example.com',
          status: 'mismatch',
          mismatch_reason: 'amount_mismatch',
          received_amount_cents: 10000,
          received_currency: 'eur',
          created_at: new Date('2025-10-03T18:30:00+02:00'),
        }),
        makePayment({
          id: 'cs_moneda',
          email: 'moneda@example.com',
          plan: 'presencial',
          amount_cents: 36300,
          status: 'mismatch',
          mismatch_reason: 'currency_mismatch',
          received_amount_cents: 36300,
          received_currency: 'usd',
        }),
        makePayment({
          id: 'cs_reembolso',
          email: 'reembolso@example.com',
          refunded_cents: 5000,
          refunded_at: new Date('2025-10-02T09:00:00+02:00'),
        }),
      ]);
      await openPage();
      expect(screen.getByRole('heading', { name: 'Incidencias de pago' })).toBeVisible();

      const amount = within(incidentRow('cs_importe'));
      expect(amount.getByText('03/10/2025 18:30')).toBeInTheDocument();
      expect(amount.getByText('importe@example.com')).toBeInTheDocument();
      expect(amount.getByText('Online')).toBeInTheDocument();
      expect(amount.getByText('No coincide')).toBeInTheDocument();
      expect(amount.getByText('El importe no es el precio del plan')).toBeInTheDocument();
      expect(amount.getByText('212,00 €')).toBeInTheDocument();
      expect(amount.getByText('100,00 €')).toBeInTheDocument();
      expect(amount.queryByText('Reembolso')).not.toBeInTheDocument();

      const currency = within(incidentRow('cs_moneda'));
      expect(currency.getByText('Presencial')).toBeInTheDocument();
      expect(currency.getByText('La moneda no es el euro')).toBeInTheDocument();
      expect(currency.getByText('363,00 US$')).toBeInTheDocument();

      const refund = within(incidentRow('cs_reembolso'));
      expect(refund.getByText('Reembolso')).toBeInTheDocument();
      expect(refund.queryByText('No coincide')).not.toBeInTheDocument();
      expect(refund.getByText('50,00 €')).toBeInTheDocument();
    });

    it('says when there are none', async () => {
      await openPage();
      expect(within(incidents()).getByText('No hay incidencias de pago.')).toBeInTheDocument();
    });

    it('says why they could not be read', async () => {
      setPaymentIncidents('permission-denied');
      await openPage();
      expect(screen.getByText('No tienes permiso para ver estos datos.')).toBeInTheDocument();
      expect(screen.getAllByRole('grid')).toHaveLength(1);
    });
  });
});
