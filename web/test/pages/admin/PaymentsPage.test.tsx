import { screen, within } from '@testing-library/react';
import { api, makeProfile, setRegistrations, signedIn } from '../../dataFakes';
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

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([
    payer('pendiente', 'pending'),
    payer('fallida', 'failed'),
    payer('pagada', 'completed', { stripe_customer_id: 'cus_123' }),
    payer('pagada2', 'completed'),
    makeProfile({ id: 'socio', plan_name: 'socio', payment_status: 'not_applicable' }),
  ]);
  const view = renderRoute('/admin/payments');
  await screen.findByRole('grid');
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

  it('offers only the transitions of §4', async () => {
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
    api.verifyStripePayments.mockResolvedValue({ checked: 12, paid: 5, updatedProfiles: 2 });
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
});
