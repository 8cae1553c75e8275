import { screen, within } from '@testing-library/react';
import { callableError, serverRefusal } from '../../../callableError';
import { api, makeProfile, setRegistrations, signedIn } from '../../../dataFakes';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

const SESSION_MAY_HAVE_EXPIRED =
  'Se necesitan permisos de administrador: puede que tu sesión haya caducado. Vuelve a iniciar sesión.';

const row = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text)) as HTMLElement;

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([
    makeProfile({
      id: 'u-luis',
      first_name: 'Luis',
      last_name: 'Pérez',
      email: 'luis@example.com',
      access_status: 'aprobado',
    }),
    makeProfile({
      id: 'u-eva',
      first_name: 'Eva',
      last_name: 'Archivada',
      email: 'eva@example.com',
      archived_at: new Date('2025-10-05T10:00:00Z'),
      archive_reason: 'Duplicado',
    }),
  ]);
  const view = await renderRoute('/admin/registrations');
  await screen.findByRole('grid');
  return view;
}

async function archiveLuis(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.click(within(row('luis@example.com')).getByRole('button', { name: 'Archivar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Archivar usuario' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Baja voluntaria');
  await user.click(within(dialog).getByRole('button', { name: 'Archivar Usuario' }));
  return dialog;
}

async function restoreEva(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Registro' }));
  await user.click(screen.getByRole('option', { name: 'Archivados' }));
  await user.click(within(row('eva@example.com')).getByRole('button', { name: 'Restaurar' }));
}

describe('/admin/registrations: archiving when the session is no longer an administrator\u2019s', () => {
  it('says the session may have expired, and keeps the dialog and its reason to try again', async () => {
    const { user } = await openPage();
    api.archiveUser.mockRejectedValue(serverRefusal('permission-denied', 'permission-denied'));
    const dialog = await archiveLuis(user);
    expect(await findToast('No se pudo archivar el usuario')).toHaveTextContent(
      SESSION_MAY_HAVE_EXPIRED,
    );
    expect(screen.queryByText('Usuario archivado')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Motivo/ })).toHaveValue('Baja voluntaria');
    expect(within(dialog).getByRole('button', { name: 'Archivar Usuario' })).toBeEnabled();
  });

  it('says the session has expired when there is no session at all', async () => {
    const { user } = await openPage();
    api.archiveUser.mockRejectedValue(serverRefusal('unauthenticated', 'unauthenticated'));
    await archiveLuis(user);
    expect(await findToast('No se pudo archivar el usuario')).toHaveTextContent(
      'Tu sesión ha caducado. Inicia sesión de nuevo.',
    );
  });

  it('says the same when restoring, which is the same function', async () => {
    const { user } = await openPage();
    api.archiveUser.mockRejectedValue(serverRefusal('permission-denied', 'permission-denied'));
    await restoreEva(user);
    expect(api.archiveUser).toHaveBeenCalledWith({
      userId: 'u-eva',
      action: 'unarchive',
      reason: '',
    });
    expect(await findToast('No se pudo restaurar el usuario')).toHaveTextContent(
      SESSION_MAY_HAVE_EXPIRED,
    );
  });
});

describe('/admin/registrations: archive and restore failing for other reasons', () => {
  it('shows "No se pudo archivar el usuario" with the server\u2019s reason', async () => {
    const { user } = await openPage();
    api.archiveUser.mockRejectedValue(
      callableError('unavailable', 'El servicio no está disponible. Inténtalo más tarde.'),
    );
    await archiveLuis(user);
    expect(await findToast('No se pudo archivar el usuario')).toHaveTextContent(
      'El servicio no está disponible. Inténtalo más tarde.',
    );
  });

  it('shows "No se pudo restaurar el usuario" with the server\u2019s reason, the row still archived', async () => {
    const { user } = await openPage();
    api.archiveUser.mockRejectedValue(callableError('internal', 'internal'));
    await restoreEva(user);
    expect(await findToast('No se pudo restaurar el usuario')).toHaveTextContent(
      'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    );
    expect(screen.queryByText('Usuario restaurado')).not.toBeInTheDocument();
    expect(within(row('eva@example.com')).getByText('Archivado')).toBeInTheDocument();
  });
});
