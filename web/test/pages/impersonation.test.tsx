import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Button } from '@mui/material';
import { AppProviders } from '../../src/AppProviders';
import { ImpersonationProvider } from '../../src/session/ImpersonationProvider';
import { useImpersonation } from '../../src/session/impersonation';
import { callableError } from '../callableError';
import {
  api,
  makeProfile,
  setOtherProfile,
  setProfile,
  setRegistrations,
  signedIn,
} from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';
import { expectSignedOutToLogin } from '../signOut';

const NOW = new Date('2025-11-07T10:00:00+01:00');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const banner = () => screen.getByRole('region', { name: 'Impersonación activa' });
const row = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text)) as HTMLElement;

/** The registrations page, where "Ver como usuario" is: loaded on demand, with its grid. */
async function renderAdmin(options = {}) {
  const view = await renderRoute('/admin/registrations', options);
  await screen.findByRole('grid');
  return view;
}

const luis = makeProfile({
  id: 'user-2',
  email: 'luis@example.com',
  first_name: 'Luis',
  last_name: 'Pérez',
  plan_name: 'presencial',
  access_status: 'aprobado',
  payment_status: 'completed',
  created_at: new Date('2025-10-02T09:00:00+02:00'),
});
const archived = makeProfile({
  id: 'user-3',
  email: 'eva@example.com',
  first_name: 'Eva',
  last_name: 'Ruiz',
  access_status: 'aprobado',
  archived_at: new Date('2025-10-10T00:00:00Z'),
});

function asAdmin() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setProfile(null);
  setOtherProfile(luis);
  setRegistrations([luis, archived]);
  api.startImpersonation.mockResolvedValue({
    userId: 'user-2',
    email: 'luis@example.com',
    firstName: 'Luis',
    lastName: 'Pérez',
    startedAt: NOW.toISOString(),
  });
  api.stopImpersonation.mockResolvedValue({ success: true });
}

async function startViewingAsLuis() {
  const view = await renderAdmin({ fakeTimers: true });
  await view.user.click(
    within(row('luis@example.com')).getByRole('button', { name: 'Ver como usuario' }),
  );
  await waitFor(() => expect(view.location()).toBe('/dashboard'));
  await screen.findByRole('region', { name: 'Impersonación activa' });
  return view;
}

describe('impersonation', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    asAdmin();
  });
  afterEach(() => jest.useRealTimers());

  it('opens the dashboard as the chosen user, with a 30-minute banner', async () => {
    await startViewingAsLuis();
    expect(api.startImpersonation).toHaveBeenCalledWith({ userId: 'user-2' });
    expect(await findToast('Impersonación iniciada')).toHaveTextContent(
      'Ahora estás viendo como: Luis Pérez',
    );
    expect(
      screen.getByRole('heading', { name: 'Te damos la bienvenida, Luis Pérez' }),
    ).toBeInTheDocument();
    expect(within(banner()).getByText('Estás viendo como Luis Pérez')).toBeInTheDocument();
    expect(within(banner()).getByText('Tiempo restante: 30:00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administración' })).not.toBeInTheDocument();

    advance(1000);
    expect(within(banner()).getByText('Tiempo restante: 29:59')).toBeInTheDocument();
    advance(28 * 60_000 + 54_000);
    expect(within(banner()).getByText('Tiempo restante: 1:05')).toBeInTheDocument();
  });

  it('ends by itself after 30 minutes', async () => {
    const { location } = await startViewingAsLuis();
    advance(30 * 60_000 - 1000);
    expect(api.stopImpersonation).not.toHaveBeenCalled();
    advance(1000);
    const notice = await findToast('Sesión de impersonación expirada');
    expect(notice).toHaveTextContent('Por seguridad, la sesión ha sido cerrada automáticamente');
    expect(api.stopImpersonation).toHaveBeenCalledWith({ userId: 'user-2' });
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(screen.queryByRole('region', { name: 'Impersonación activa' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('impersonation')).toBeNull();
  });

  it('returns to the back office on "Volver a Admin"', async () => {
    const { user, location } = await startViewingAsLuis();
    await user.click(within(banner()).getByRole('button', { name: 'Volver a Admin' }));
    expect(api.stopImpersonation).toHaveBeenCalledWith({ userId: 'user-2' });
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(screen.queryByRole('region', { name: 'Impersonación activa' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('impersonation')).toBeNull();
  });

  it('records the end when the administrator signs out meanwhile', async () => {
    const { user } = await startViewingAsLuis();
    await user.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expectSignedOutToLogin();
    expect(api.stopImpersonation).toHaveBeenCalledWith({ userId: 'user-2' });
    expect(api.signOutUser).toHaveBeenCalled();
    expect(sessionStorage.getItem('impersonation')).toBeNull();
  });

  it('survives a reload of the tab', async () => {
    await startViewingAsLuis();
    const stored = sessionStorage.getItem('impersonation');
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ adminUid: 'admin-1', userId: 'user-2' });
    advance(60_000);
    cleanup();
    await renderRoute('/dashboard', { fakeTimers: true });
    expect(within(banner()).getByText('Tiempo restante: 29:00')).toBeInTheDocument();
  });

  it('is forgotten when someone else is signed in on the tab', async () => {
    sessionStorage.setItem(
      'impersonation',
      JSON.stringify({
        adminUid: 'admin-1',
        userId: 'user-2',
        email: 'luis@example.com',
        name: 'Luis Pérez',
        startedAt: NOW.getTime(),
      }),
    );
    signedIn({ uid: 'user-1' });
    setProfile({ access_status: 'aprobado' });
    await renderRoute('/dashboard', { fakeTimers: true });
    expect(
      screen.getByRole('heading', { name: 'Te damos la bienvenida, Ana García' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Impersonación activa' })).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('impersonation')).toBeNull());
  });

  it.each([
    ['impersonation-profile-missing', 'No se pudo obtener el perfil del usuario.'],
    ['impersonation-email-missing', 'Error al obtener información del usuario.'],
    ['user-not-found', 'Usuario no encontrado.'],
  ] as const)('reports %s', async (code, text) => {
    api.startImpersonation.mockRejectedValue(callableError('not-found', text, { code }));
    const { user, location } = await renderAdmin({ fakeTimers: true });
    await user.click(
      within(row('luis@example.com')).getByRole('button', { name: 'Ver como usuario' }),
    );
    expect(await findToast('No se pudo acceder como usuario')).toHaveTextContent(text);
    await waitFor(() => expect(location()).toBe('/admin/registrations'));
  });

  it('shows the authorization error when the server refuses', async () => {
    api.startImpersonation.mockRejectedValue(
      callableError('permission-denied', 'No tienes permisos para realizar esta acción.', {
        code: 'permission-denied',
      }),
    );
    const { user } = await renderAdmin({ fakeTimers: true });
    await user.click(
      within(row('luis@example.com')).getByRole('button', { name: 'Ver como usuario' }),
    );
    expect(await findToast('Error de autorización')).toHaveTextContent(
      'No tienes permisos para realizar esta acción.',
    );
    expect(screen.queryByRole('region', { name: 'Impersonación activa' })).not.toBeInTheDocument();
  });
});

function StartButton() {
  const { start } = useImpersonation();
  return <Button onClick={() => void start('user-2')}>Empezar</Button>;
}

describe('impersonation by a non-administrator', () => {
  it('is refused with the authorization error, without calling the server', async () => {
    signedIn({ uid: 'user-1' });
    const router = createMemoryRouter([
      {
        element: (
          <ImpersonationProvider>
            <Outlet />
          </ImpersonationProvider>
        ),
        children: [{ path: '/', element: <StartButton /> }],
      },
    ]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Empezar' }));
    expect(await findToast('Error de autorización')).toHaveTextContent(
      'No tienes permisos para realizar esta acción.',
    );
    expect(api.startImpersonation).not.toHaveBeenCalled();
  });
});
