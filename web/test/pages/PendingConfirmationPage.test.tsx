import type { PaymentStatus, Profile } from '@curso/common';
import { screen, waitFor } from '@testing-library/react';
import { callableError } from '../callableError';
import { api, pushProfile, setProfile, signedIn, viewingAsAttendee } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';
import { expectSignedOutToLogin } from '../signOut';

const PATH = '/pending-confirmation';
const completePayment = () => screen.queryByRole('button', { name: 'Completar pago' });
const HINT = /¿No terminaste el pago\? Puedes retomarlo/;

describe('/pending-confirmation', () => {
  it('tells a socio that the societies are verifying the membership', async () => {
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    await renderRoute(PATH);
    expect(screen.getByText('Verificando tu pertenencia a la sociedad')).toBeInTheDocument();
    expect(screen.getByText(/Las revisiones se realizan semanalmente/)).toBeInTheDocument();
  });

  it('tells a paying attendee that the payment is being confirmed', async () => {
    signedIn();
    // Legacy rows were written with other spellings; they compare lowercased and trimmed.
    setProfile({ plan_name: ' Online ', payment_status: 'EN_PROCESO' as PaymentStatus });
    await renderRoute(PATH);
    expect(screen.getByText('Confirmando tu pago')).toBeInTheDocument();
    expect(screen.getByText(/Los pagos se procesan automáticamente/)).toBeInTheDocument();
  });

  it('shows the generic message otherwise', async () => {
    signedIn();
    setProfile({ plan_name: 'presencial', payment_status: 'failed' });
    await renderRoute(PATH);
    expect(screen.getByText('Procesando tu solicitud')).toBeInTheDocument();
  });

  it('moves on to the dashboard as soon as the approval arrives', async () => {
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    const { location } = await renderRoute(PATH);
    pushProfile({ plan_name: 'socio', access_status: 'aprobado' });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(
      screen.getByRole('heading', { name: 'Te damos la bienvenida, Ana García' }),
    ).toBeVisible();
  });

  it('lets a sponsored attendee through to the dashboard', async () => {
    signedIn();
    setProfile({ plan_name: 'patrocinado_online', access_status: 'aprobado' });
    const { location } = await renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('keeps a sponsored attendee without access here rather than bouncing', async () => {
    signedIn();
    setProfile({ plan_name: 'patrocinado_online', access_status: 'rechazado' });
    const { location } = await renderRoute(PATH);
    expect(screen.getByText('Procesando tu solicitud')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(PATH));
  });

  it('sends an administrator to /admin', async () => {
    signedIn({ isAdmin: true });
    setProfile(null);
    const { location } = await renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('signs an archived account out to /archived-account', async () => {
    signedIn();
    setProfile({ archived_at: new Date('2025-10-01T00:00:00Z') });
    const { location } = await renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/archived-account'));
    expect(api.signOutUser).toHaveBeenCalled();
  });

  it('sends an anonymous visitor to /login', async () => {
    const { location } = await renderRoute(PATH);
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('signs out to /login', async () => {
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    const { user } = await renderRoute(PATH);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await expectSignedOutToLogin();
  });

  it('stays when signing out fails', async () => {
    api.signOutUser.mockRejectedValue(new Error('network'));
    signedIn();
    setProfile({ plan_name: 'socio', payment_status: 'not_applicable' });
    const { user, location } = await renderRoute(PATH);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await findToast('Error')).toHaveTextContent(
      'No se pudo cerrar sesión. Inténtalo de nuevo.',
    );
    await waitFor(() => expect(location()).toBe(PATH));
  });

  describe('Completar pago', () => {
    it.each<[string, Partial<Profile>]>([
      ['a socio', { plan_name: 'socio', payment_status: 'not_applicable' }],
      ['a failed payment', { plan_name: 'presencial', payment_status: 'failed' }],
      [
        'a rejected sponsored attendee',
        { plan_name: 'patrocinado_online', access_status: 'rechazado' },
      ],
    ])('is not offered to %s', async (_who, profile) => {
      signedIn();
      setProfile(profile);
      await renderRoute(PATH);
      expect(completePayment()).not.toBeInTheDocument();
      expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    });

    it("opens the checkout of the profile's plan in a new tab", async () => {
      const tab = { opener: {} } as Window;
      const open = jest.spyOn(window, 'open').mockReturnValue(tab);
      api.createPayment.mockResolvedValue({ free: false, url: 'https://pagos.example/cs_1' });
      signedIn();
      // A legacy spelling of the plan is sent as the plan's key.
      setProfile({ plan_name: ' Presencial ', payment_status: 'pending' });
      const { user, location } = await renderRoute(PATH);
      expect(screen.getByText(HINT)).toBeInTheDocument();
      await user.click(completePayment() as HTMLElement);
      expect(await findToast('Redirigiendo al pago')).toBeInTheDocument();
      expect(api.createPayment).toHaveBeenCalledWith({ plan: 'presencial' });
      expect(open).toHaveBeenCalledWith('https://pagos.example/cs_1', '_blank');
      expect(tab.opener).toBeNull();
      await waitFor(() => expect(location()).toBe(PATH));
    });

    it('opens the checkout in this tab when the pop-up is blocked', async () => {
      jest.spyOn(window, 'open').mockReturnValue(null);
      // jsdom navigates only within the page, so the fake checkout is a fragment of it.
      const url = `${window.location.origin}/#cs_2`;
      api.createPayment.mockResolvedValue({ free: false, url });
      signedIn();
      setProfile({ plan_name: 'online', payment_status: 'pending' });
      const { user } = await renderRoute(PATH);
      await user.click(completePayment() as HTMLElement);
      expect(await findToast('Redirigiendo al pago')).toBeInTheDocument();
      expect(api.createPayment).toHaveBeenCalledWith({ plan: 'online' });
      expect(window.location.href).toBe(url);
    });

    it('says why the payment could not start', async () => {
      api.createPayment.mockRejectedValue(
        callableError('failed-precondition', 'paid', { code: 'already-paid' }),
      );
      signedIn();
      setProfile({ plan_name: 'laspghn', payment_status: 'pending' });
      const { user } = await renderRoute(PATH);
      await user.click(completePayment() as HTMLElement);
      expect(await findToast('Error')).toHaveTextContent('Tu inscripción ya está pagada.');
      expect(api.createPayment).toHaveBeenCalledWith({ plan: 'laspghn' });
      expect(completePayment()).toBeEnabled();
    });

    it('is disabled for an administrator viewing as the attendee, who would pay for themself', async () => {
      viewingAsAttendee({ plan_name: 'online', payment_status: 'pending' });
      await renderRoute(PATH);
      expect(screen.getByText('Confirmando tu pago')).toBeInTheDocument();
      expect(completePayment()).toBeDisabled();
    });
  });
});
