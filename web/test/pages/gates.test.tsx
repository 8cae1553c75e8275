import { screen, waitFor } from '@testing-library/react';
import { api, setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';

describe('/dashboard gate', () => {
  it('sends a pending attendee to /pending-confirmation', async () => {
    signedIn();
    setProfile({ access_status: 'pendiente_aprobacion' });
    const { location } = await renderRoute('/dashboard');
    await waitFor(() => expect(location()).toBe('/pending-confirmation'));
  });

  it('signs an archived attendee out to /archived-account', async () => {
    signedIn();
    setProfile({ access_status: 'aprobado', archived_at: new Date('2025-10-01T00:00:00Z') });
    const { location } = await renderRoute('/dashboard');
    await waitFor(() => expect(location()).toBe('/archived-account'));
    expect(api.signOutUser).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Cuenta archivada' })).toBeInTheDocument();
  });

  it('welcomes an approved attendee with name and plan', async () => {
    signedIn();
    setProfile({ access_status: 'aprobado', plan_name: 'presencial' });
    await renderRoute('/dashboard');
    expect(
      screen.getByRole('heading', { name: 'Te damos la bienvenida, Ana García' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tu plan: Presencial')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('lets an administrator in without a profile, with a way to the back office', async () => {
    signedIn({ isAdmin: true });
    setProfile(null);
    await renderRoute('/dashboard');
    expect(screen.getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin');
  });

  it('sends an anonymous visitor to /login', async () => {
    const { location } = await renderRoute('/dashboard');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('/admin gate', () => {
  it('sends an anonymous visitor to /login', async () => {
    const { location } = await renderRoute('/admin');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('sends an attendee to /dashboard', async () => {
    signedIn();
    setProfile({ access_status: 'aprobado' });
    const { location } = await renderRoute('/admin');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('opens for an administrator', async () => {
    signedIn({ isAdmin: true });
    await renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Panel General' })).toBeInTheDocument();
  });
});

describe('/archived-account', () => {
  it('signs the user out and offers the way back to login', async () => {
    signedIn();
    await renderRoute('/archived-account');
    expect(api.signOutUser).toHaveBeenCalled();
    expect(screen.getByText(/contacta con soporte/)).toBeInTheDocument();
    // A new page load: signing out closed this page's Firestore client.
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
