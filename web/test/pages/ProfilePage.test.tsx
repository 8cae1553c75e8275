import { screen, waitFor, within } from '@testing-library/react';
import { callableError, serverRefusal } from '../callableError';
import { api, makeProfile, setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe('/dashboard/profile', () => {
  beforeEach(() => {
    signedIn();
    setProfile({
      access_status: 'aprobado',
      payment_status: 'completed',
      plan_name: 'presencial',
      phone: '600111222',
      company: 'Hospital La Paz',
    });
  });

  it('edits the personal fields and sends only those', async () => {
    api.updateMyProfile.mockResolvedValue({ success: true });
    const { user } = await renderRoute('/dashboard/profile');
    expect(screen.getByRole('tab', { name: 'Información Personal' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field(/^Teléfono/)).toHaveAttribute('placeholder', '+1234567890');
    expect(field(/^Nombre/)).toHaveValue('Ana');

    await user.clear(field(/^Empresa/));
    await user.type(field(/^Empresa/), 'Hospital Sant Joan de Déu');
    await user.type(field(/^LinkedIn/), 'https://www.linkedin.com/in/ana');
    await user.click(save());

    const toast = await findToast('Perfil actualizado');
    expect(toast).toHaveTextContent('Tus datos han sido guardados correctamente.');
    expect(api.updateMyProfile).toHaveBeenCalledWith({
      first_name: 'Ana',
      last_name: 'García',
      phone: '600111222',
      company: 'Hospital Sant Joan de Déu',
      position: '',
      specialty: 'gastroenterologia',
      country: 'ES',
      city: 'Madrid',
      linkedin_url: 'https://www.linkedin.com/in/ana',
    });
  });

  it('shows a specialty only the back office offers under its name, beside the sign-up list', async () => {
    setProfile({ access_status: 'aprobado', specialty: 'cardiologia-pediatrica' });
    await renderRoute('/dashboard/profile');
    const specialty = screen.getByRole('combobox', { name: /^Especialidad/ });
    expect(specialty).toHaveDisplayValue('Cardiología Pediátrica');
    // The eight of the sign-up form, the profile's own, and the empty choice.
    expect(within(specialty).getAllByRole('option')).toHaveLength(10);
  });

  it('refuses a blank name before calling the server', async () => {
    const { user } = await renderRoute('/dashboard/profile');
    await user.clear(field(/^Nombre/));
    await user.click(save());
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(api.updateMyProfile).not.toHaveBeenCalled();
  });

  it('shows the server’s reason in the toast and its message under each refused field', async () => {
    api.updateMyProfile.mockRejectedValue(
      callableError('invalid-argument', 'Revisa los datos del formulario.', {
        code: 'invalid-argument',
        fields: { city: 'El texto es demasiado largo' },
      }),
    );
    const { user } = await renderRoute('/dashboard/profile');
    await user.type(field(/^Ciudad/), ' centro');
    await user.click(save());

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Revisa los datos del formulario.');
    expect(field(/^Ciudad/)).toHaveAccessibleDescription('El texto es demasiado largo');
  });

  it('shows a domain refusal as the catalogue says it', async () => {
    api.updateMyProfile.mockRejectedValue(serverRefusal('profile-not-found'));
    const { user } = await renderRoute('/dashboard/profile');
    await user.type(field(/^Ciudad/), ' centro');
    await user.click(save());
    expect(await findToast('Error')).toHaveTextContent(
      'No se encontró tu perfil. Contacta con soporte.',
    );
  });

  it('shows the account details with the catalogue labels', async () => {
    const { user } = await renderRoute('/dashboard/profile');
    await user.click(screen.getByRole('tab', { name: 'Cuenta' }));
    const panel = screen.getByRole('tabpanel', { name: 'Cuenta' });
    for (const text of [
      'ana@example.com',
      'Presencial',
      'Aprobado',
      'Completado',
      '1 de septiembre de 2025',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
  });

  it('saves the email notifications preference', async () => {
    api.updateMyProfile.mockResolvedValue({ success: true });
    const { user } = await renderRoute('/dashboard/profile');
    await user.click(screen.getByRole('tab', { name: 'Preferencias' }));
    const toggle = screen.getByRole('switch', { name: 'Recibir notificaciones por email' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await findToast('Perfil actualizado')).toBeInTheDocument();
    expect(api.updateMyProfile).toHaveBeenCalledWith({ email_notifications: false });
    expect(toggle).not.toBeChecked();
  });

  it('puts the switch back when the preference cannot be saved', async () => {
    api.updateMyProfile.mockRejectedValue(callableError('internal', 'internal'));
    const { user } = await renderRoute('/dashboard/profile');
    await user.click(screen.getByRole('tab', { name: 'Preferencias' }));
    const toggle = screen.getByRole('switch', { name: 'Recibir notificaciones por email' });
    await user.click(toggle);
    expect(await findToast('Error')).toHaveTextContent(
      'No se pudo actualizar el perfil. Inténtalo de nuevo.',
    );
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('/dashboard/profile while impersonating', () => {
  it('is read-only', async () => {
    sessionStorage.setItem(
      'impersonation',
      JSON.stringify({
        adminUid: 'admin-1',
        userId: 'user-1',
        email: 'ana@example.com',
        name: 'Ana García',
        startedAt: Date.now(),
      }),
    );
    signedIn({ uid: 'admin-1', isAdmin: true });
    setProfile({ ...makeProfile(), access_status: 'aprobado' });
    await renderRoute('/dashboard/profile');
    expect(screen.getByText(/no guardar cambios en su nombre/)).toBeInTheDocument();
    expect(field(/^Nombre/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });
});
