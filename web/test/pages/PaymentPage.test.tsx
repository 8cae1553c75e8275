import { screen, waitFor } from '@testing-library/react';
import { editionWith } from '../../../common/test/fixtures/editions';
import { callableError } from '../callableError';
import { api, setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';

const payButton = () => screen.getByRole('button', { name: 'Pagar con tarjeta' });

describe('/payment', () => {
  it.each([
    '/payment',
    '/payment?plan=online',
    '/payment?email=ana%40example.com',
    '/payment?email=ana%40example.com&plan=foo',
    '/payment?email=ana%40example.com&plan=patrocinado_online',
    '/payment?email=no-es-un-email&plan=online',
  ])('sends %s back to /register', async (path) => {
    const { location } = await renderRoute(path);
    await waitFor(() => expect(location()).toBe('/register'));
  });

  it('summarises the order with VAT', async () => {
    await renderRoute('/payment?email=ana%40example.com&plan=online');
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Precio base')).toBeInTheDocument();
    expect(screen.getByText('175 €')).toBeInTheDocument();
    expect(screen.getByText('IVA (21%)')).toBeInTheDocument();
    expect(screen.getByText('37 €')).toBeInTheDocument();
    expect(screen.getByText('212 €')).toBeInTheDocument();
  });

  it("names the plan's own VAT rate", async () => {
    const edition = editionWith({}, { key: 'online', changes: { vat_rate: 0.1 } });
    await renderRoute('/payment?email=ana%40example.com&plan=online', { edition });
    expect(screen.getByText('IVA (10%)')).toBeInTheDocument();
    expect(screen.getByText('18 €')).toBeInTheDocument();
    expect(screen.getByText('193 €')).toBeInTheDocument();
  });

  it('gives the legal reason of a plan exempt from VAT instead of a rate', async () => {
    const reason = 'Exento de IVA (art. 20.Uno.9.º LIVA)';
    const edition = editionWith(
      {},
      { key: 'online', changes: { vat_rate: null, vat_exempt_reason: reason } },
    );
    await renderRoute('/payment?email=ana%40example.com&plan=online', { edition });
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/^IVA \(/)).not.toBeInTheDocument();
    expect(screen.getAllByText('175 €')).toHaveLength(2);
  });

  it('opens the card payment in a new tab', async () => {
    const tab = { opener: {} } as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    api.createPayment.mockResolvedValue({ free: false, url: 'https://pagos.example/cs_1' });
    const { user, location } = await renderRoute(
      '/payment?email=ana%40example.com&plan=presencial',
    );
    await user.click(payButton());
    expect(await findToast('Redirigiendo al pago')).toBeInTheDocument();
    expect(api.createPayment).toHaveBeenCalledWith({ plan: 'presencial' });
    expect(open).toHaveBeenCalledWith('https://pagos.example/cs_1', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() =>
      expect(location()).toBe('/payment?email=ana%40example.com&plan=presencial'),
    );
  });

  it('completes a free registration inside the app', async () => {
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    api.createPayment.mockResolvedValue({ free: true, url: '/pending-confirmation' });
    const { user, location } = await renderRoute('/payment?email=ana%40example.com&plan=socio');
    await user.click(payButton());
    expect(await findToast('Registro completado')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/pending-confirmation'));
  });

  it.each([
    [callableError('internal', 'internal'), 'Error al procesar el pago'],
    [
      callableError('failed-precondition', 'paid', { code: 'already-paid' }),
      'Tu inscripción ya está pagada.',
    ],
  ])('reports a failed payment (%#)', async (error, text) => {
    api.createPayment.mockRejectedValue(error);
    const { user } = await renderRoute('/payment?email=ana%40example.com&plan=online');
    await user.click(payButton());
    expect(await findToast('Error')).toHaveTextContent(text);
    expect(payButton()).toBeEnabled();
  });

  it('cancels back to the plans', async () => {
    const { user, location } = await renderRoute('/payment?email=ana%40example.com&plan=online');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location()).toBe('/'));
  });
});
