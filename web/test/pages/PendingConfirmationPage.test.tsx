import type { PaymentStatus } from '@curso/common';
import { screen, waitFor } from '@testing-library/react';
import { api, pushProfile, setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';

const PATH = '/pending-confirmation';

describe('/pending-confirmation', () => {
  it('tells a socio that the societies are verifying the membership', () => {
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    renderRoute(PATH);
    expect(screen.getByText('Verificando tu pertenencia a la sociedad')).toBeInTheDocument();
    expect(screen.getByText(/Las revisiones se realizan semanalmente/)).toBeInTheDocument();
  });

  it('tells a paying attendee that the payment is being confirmed', () => {
    signedIn();
    // Legacy rows were written with other spellings; they compare lowercased and trimmed.
    setProfile({ plan_name: ' Online ', payment_status: 'EN_PROCESO' as PaymentStatus });
    renderRoute(PATH);
    expect(screen.getByText('Confirmando tu pago')).toBeInTheDocument();
    expect(screen.getByText(/Los pagos se procesan automáticamente/)).toBeInTheDocument();
  });

  it('shows the generic message otherwise', () => {
    signedIn();
    setProfile({ plan_name: 'presencial', payment_status: 'failed' });
    renderRoute(PATH);
    expect(screen.getByText('Procesando tu solicitud')).toBeInTheDocument();
  });

  it('moves on to the dashboard as soon as the approval arrives', async () => {
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    const { location } = renderRoute(PATH);
    pushProfile({ plan_name: 'socio', access_status: 'aprobado' });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(
      screen.getByRole('heading', { name: 'Te damos la bienvenida, Ana García' }),
    ).toBeVisible();
  });

  it('lets a sponsored attendee through to the dashboard', async () => {
    signedIn();
    setProfile({ plan_name: 'patrocinado_online', access_status: 'aprobado' });
    const { location } = renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('keeps a sponsored attendee without access here rather than bouncing', () => {
    signedIn();
    setProfile({ plan_name: 'patrocinado_online', access_status: 'rechazado' });
    const { location } = renderRoute(PATH);
    expect(screen.getByText('Procesando tu solicitud')).toBeInTheDocument();
    expect(location()).toBe(PATH);
  });

  it('sends an administrator to /admin', async () => {
    signedIn({ isAdmin: true });
    setProfile(null);
    const { location } = renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('signs an archived account out to /archived-account', async () => {
    signedIn();
    setProfile({ archived_at: new Date('2025-10-01T00:00:00Z') });
    const { location } = renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/archived-account'));
    expect(api.signOutUser).toHaveBeenCalled();
  });

  it('sends an anonymous visitor to /login', async () => {
    const { location } = renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('signs out to /login', async () => {
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    const { user, location } = renderRoute(PATH);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await findToast('Sesión cerrada')).toHaveTextContent('Has cerrado sesión correctamente');
    expect(location()).toBe('/login');
  });

  it('stays when signing out fails', async () => {
    api.signOutUser.mockRejectedValue(new Error('network'));
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    const { user, location } = renderRoute(PATH);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await findToast('Error')).toHaveTextContent(
      'No se pudo cerrar sesión. Inténtalo de nuevo.',
    );
    expect(location()).toBe(PATH);
  });
});
