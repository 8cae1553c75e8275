import { screen, waitFor, within } from '@testing-library/react';
import * as registrationsModule from '../../../src/data/admin/registrations';
import { serverRefusal } from '../../callableError';
import { api, makeProfile, setEmailLogs, setRegistrations, signedIn } from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

const row = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text)) as HTMLElement;

const pilar = makeProfile({
  id: 'u-pilar',
  first_name: 'Pilar',
  last_name: 'Núñez Ibáñez',
  email: 'pilar@example.com',
  company: 'Hospital Sant Joan de Déu',
  plan_name: 'socio',
  payment_status: 'not_applicable',
  position: 'Adjunta',
});
const luis = makeProfile({
  id: 'u-luis',
  first_name: 'Luis',
  last_name: 'Pérez',
  email: 'luis@example.com',
  plan_name: 'presencial',
  access_status: 'aprobado',
  payment_status: 'completed',
  created_at: new Date('2025-10-02T10:00:00+02:00'),
});
const eva = makeProfile({
  id: 'u-eva',
  first_name: 'Eva',
  last_name: 'Archivada',
  email: 'eva@example.com',
  archived_at: new Date('2025-10-05T10:00:00Z'),
  archive_reason: 'Duplicado',
});

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([pilar, luis, eva]);
  const view = await renderRoute('/admin/registrations');
  await screen.findByRole('grid');
  return view;
}

describe('/admin/registrations', () => {
  it('shows active registrations with their labels, date and count', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Gestión de Registros' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando 2 de 3 registros')).toBeInTheDocument();
    for (const text of ['Luis Pérez', 'Presencial', 'Aprobado', 'Completado', '02/10/2025']) {
      expect(within(row('luis@example.com')).getByText(text)).toBeInTheDocument();
    }
    expect(within(row('pilar@example.com')).getByText('Adjunta')).toBeInTheDocument();
    expect(screen.queryByText('eva@example.com')).not.toBeInTheDocument();
  });

  it('finds "Núñez" when searching "nunez", and the company without its accent', async () => {
    const { user } = await openPage();
    const search = screen.getByRole('searchbox', { name: /Buscar por nombre/ });
    await user.type(search, 'nunez');
    expect(screen.getByText('Mostrando 1 de 3 registros')).toBeInTheDocument();
    expect(row('pilar@example.com')).toBeDefined();
    await user.clear(search);
    await user.type(search, 'sant joan de deu');
    expect(screen.getByText('Mostrando 1 de 3 registros')).toBeInTheDocument();
  });

  it('opens the mass-send form of Gestión de Emails from its mass-email button', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('link', { name: 'Envío masivo de emails' }));
    expect(await screen.findByRole('tab', { name: 'Envío Masivo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Envío masivo (con filtros)' })).toBeChecked();
  });

  it('shows archived rows on request, with edit and view-as disabled and a way to restore', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Registro' }));
    await user.click(screen.getByRole('option', { name: 'Archivados' }));
    const archived = row('eva@example.com');
    expect(within(archived).getByText('Archivado')).toBeInTheDocument();
    expect(within(archived).getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(within(archived).getByRole('button', { name: 'Ver como usuario' })).toBeDisabled();
    api.archiveUser.mockResolvedValue({ success: true });
    await user.click(within(archived).getByRole('button', { name: 'Restaurar' }));
    expect(api.archiveUser).toHaveBeenCalledWith({
      userId: 'u-eva',
      action: 'unarchive',
      reason: '',
    });
    expect(await findToast('Usuario restaurado')).toHaveTextContent('Eva Archivada');
  });

  it('edits with the spec\u2019s validation texts, and saves the profile then the new email', async () => {
    const { user } = await openPage();
    await user.click(within(row('luis@example.com')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    expect(
      within(dialog).getByText(/El estado del pago se actualiza automáticamente/),
    ).toBeInTheDocument();
    const firstName = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    await user.clear(firstName);
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'no-es-email');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('El formato del email no es válido')).toBeInTheDocument();
    expect(api.adminUpdateUser).not.toHaveBeenCalled();

    await user.type(firstName, 'Luis Miguel');
    await user.clear(email);
    await user.type(email, 'luis.nuevo@example.com');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Plan/ }),
      'patrocinado_online',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Patrocinador/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'El campo Patrocinador es obligatorio para planes patrocinados',
      ),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Patrocinador/ }),
      'Laboratorios Demo',
    );
    api.adminUpdateUser.mockResolvedValue({ success: true });
    api.updateUserEmail.mockResolvedValue({ success: true });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await findToast('Perfil actualizado')).toHaveTextContent('Luis Miguel Pérez');
    expect(api.adminUpdateUser).toHaveBeenCalledWith({
      userId: 'u-luis',
      first_name: 'Luis Miguel',
      last_name: 'Pérez',
      plan_name: 'patrocinado_online',
      access_status: 'aprobado',
      sponsor: 'Laboratorios Demo',
    });
    expect(api.updateUserEmail).toHaveBeenCalledWith({
      userId: 'u-luis',
      newEmail: 'luis.nuevo@example.com',
    });
  });

  it('says the profile was saved but the email was not when the address is taken', async () => {
    const { user } = await openPage();
    await user.click(within(row('luis@example.com')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'pilar@example.com');
    api.adminUpdateUser.mockResolvedValue({ success: true });
    api.updateUserEmail.mockRejectedValue(serverRefusal('email-in-use', 'already-exists'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const toast = await findToast('Error al actualizar email');
    expect(toast).toHaveTextContent(
      'El perfil se actualizó pero falló la actualización del email...',
    );
    expect(toast).toHaveTextContent('Ya existe otra cuenta con este email.');
  });

  it('archives only with a reason', async () => {
    const { user } = await openPage();
    await user.click(within(row('luis@example.com')).getByRole('button', { name: 'Archivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archivar usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivar Usuario' }));
    expect(within(dialog).getByText('Indica el motivo del archivo')).toBeInTheDocument();
    expect(api.archiveUser).not.toHaveBeenCalled();
    api.archiveUser.mockResolvedValue({ success: true });
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Baja voluntaria');
    await user.click(within(dialog).getByRole('button', { name: 'Archivar Usuario' }));
    expect(api.archiveUser).toHaveBeenCalledWith({
      userId: 'u-luis',
      action: 'archive',
      reason: 'Baja voluntaria',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a person\u2019s email history with totals, filters and details', async () => {
    setEmailLogs('u-luis', [
      {
        id: 'abcdef123456',
        user_id: 'u-luis',
        recipient_email: 'luis@example.com',
        subject: 'Tu código de verificación',
        email_type: 'verification',
        status: 'sent',
        template_id: null,
        resend_email_id: 'provider-987654321',
        error_message: null,
        metadata: { purpose: 'login' },
        sent_at: new Date('2027-10-02T10:05:00+02:00'),
      },
      {
        id: 'zzz999',
        user_id: 'u-luis',
        recipient_email: 'luis@example.com',
        subject: 'Tu inscripción ha sido aprobada',
        email_type: 'approval',
        status: 'failed',
        template_id: 'approval',
        resend_email_id: null,
        error_message: 'Proveedor caído',
        metadata: null,
        sent_at: new Date('2027-10-03T10:05:00+02:00'),
      },
    ]);
    const { user } = await openPage();
    await user.click(
      within(row('luis@example.com')).getByRole('button', {
        name: 'Historial de emails de Luis Pérez',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('region', { name: 'Total' })).toHaveTextContent('2');
    expect(within(dialog).getByRole('region', { name: 'Enviados' })).toHaveTextContent('1');
    expect(within(dialog).getByRole('region', { name: 'Fallidos' })).toHaveTextContent('1');
    expect(within(dialog).getByText('02/10/2027 10:05')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Ver detalles' })[0]);
    expect(within(dialog).getByText('abcdef12')).toBeInTheDocument();
    expect(within(dialog).getByText('provider')).toBeInTheDocument();
    expect(within(dialog).getByText(/"purpose": "login"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Fallido' }));
    expect(within(dialog).queryByText('Tu código de verificación')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Tu inscripción ha sido aprobada')).toBeInTheDocument();
  });

  it('says "Error al cargar los registros", and why, when the registrations cannot be read', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    jest
      .mocked(registrationsModule.useRegistrations)
      .mockReturnValue({ status: 'error', reason: 'permission-denied' });
    await renderRoute('/admin/registrations');
    expect(await findToast('Error al cargar los registros')).toHaveTextContent(
      'No tienes permiso para ver estos datos.',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('counts a single registration in the singular', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    setRegistrations([luis]);
    await renderRoute('/admin/registrations');
    expect(await screen.findByText('Mostrando 1 de 1 registro')).toBeInTheDocument();
  });

  it('shows the newest registrations while the rest are read, with no count or export yet', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    jest
      .mocked(registrationsModule.useRegistrations)
      .mockReturnValue({ status: 'loading', newest: [pilar, luis] });
    await renderRoute('/admin/registrations');
    await screen.findByRole('grid');
    expect(row('luis@example.com')).toBeDefined();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });
});
