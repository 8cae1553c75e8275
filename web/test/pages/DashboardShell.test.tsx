import type { AccessStatus } from '@curso/common';
import { screen, waitFor, within } from '@testing-library/react';
import {
  api,
  pushOtherProfile,
  pushProfile,
  setProfile,
  signedIn,
  viewingAsAttendee,
} from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';
import { expectSignedOutToLogin } from '../signOut';

const header = () => screen.getByRole('banner');

describe('dashboard header', () => {
  beforeEach(() => signedIn());

  it('shows the plan with the access status and the initials', async () => {
    setProfile({ access_status: 'aprobado', plan_name: 'patrocinado_online' });
    await renderRoute('/dashboard');
    const status = within(header()).getByLabelText('Plan Patrocinado Online, acceso Aprobado');
    expect(status).toHaveTextContent('Patrocinado Online');
    expect(within(header()).getByRole('button', { name: /^Menú de la cuenta/ })).toHaveTextContent(
      'AG',
    );
  });

  it('shows an unknown access value as verifying', async () => {
    signedIn({ isAdmin: true });
    // A legacy row's value, outside the statuses the app writes.
    setProfile({ access_status: 'en_revision' as AccessStatus, plan_name: 'online' });
    await renderRoute('/dashboard');
    expect(within(header()).getByText('Verificando')).toBeInTheDocument();
  });

  it('offers Perfil, Configuración and Cerrar sesión in the avatar menu', async () => {
    setProfile({ access_status: 'aprobado' });
    const { user, location } = await renderRoute('/dashboard');
    await user.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Configuración' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Perfil' }));
    await waitFor(() => expect(location()).toBe('/dashboard/profile'));

    await user.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expectSignedOutToLogin();
    expect(api.signOutUser).toHaveBeenCalled();
  });

  it('links every dashboard page', async () => {
    setProfile({ access_status: 'aprobado' });
    const { user, location } = await renderRoute('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Secciones del área personal' });
    for (const [name, path] of [
      ['Sesiones', '/dashboard/live'],
      ['Patrocinadores', '/dashboard/sponsors'],
      ['Acreditación', '/dashboard/accreditation'],
      ['Perfil', '/dashboard/profile'],
      ['Inicio', '/dashboard'],
    ]) {
      await user.click(within(nav).getByRole('tab', { name }));
      await waitFor(() => expect(location()).toBe(path));
      expect(within(nav).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
  });
});

describe('"Plan actualizado"', () => {
  it('appears when the plan changes while the attendee watches, not on first load', async () => {
    signedIn();
    setProfile({ access_status: 'aprobado', plan_name: 'online' });
    await renderRoute('/dashboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    pushProfile({ access_status: 'aprobado', plan_name: 'presencial' });
    expect(await findToast('Plan actualizado')).toHaveTextContent('Tu plan ahora es: Presencial');
  });

  it('stays quiet for other changes', async () => {
    signedIn();
    setProfile({ access_status: 'aprobado', plan_name: 'online' });
    await renderRoute('/dashboard');
    pushProfile({ access_status: 'aprobado', plan_name: 'online', city: 'Sevilla' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays quiet while an administrator views as the user', async () => {
    viewingAsAttendee({ first_name: 'Luis', access_status: 'aprobado' });
    await renderRoute('/dashboard');
    expect(screen.getByRole('heading', { name: /Luis/ })).toBeInTheDocument();
    pushOtherProfile({
      id: 'user-2',
      first_name: 'Luis',
      access_status: 'aprobado',
      plan_name: 'presencial',
    });
    expect(within(header()).getByText('Presencial')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
