import { screen, within } from '@testing-library/react';
import { api, makeProfile, setRegistrations, signedIn, startsJob } from '../../../dataFakes';
import { captureDownloads, csvLines, freezeDate } from '../../../downloads';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

const socio = (id: string, first: string, overrides = {}) =>
  makeProfile({
    id,
    first_name: first,
    last_name: 'Socia',
    email: `${id}@example.com`,
    plan_name: 'socio',
    payment_status: 'not_applicable',
    society: 'geteccu',
    ...overrides,
  });

const rows = () => screen.getAllByRole('row').slice(1);
const row = (text: string) => rows().find((r) => within(r).queryByText(text)) as HTMLElement;
const rowCheckbox = (text: string) => within(row(text)).getByRole('checkbox');

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([
    socio('ana', 'Ana', {
      company: 'Hospital La Paz',
      specialty: 'gastroenterologia',
      created_at: new Date('2025-10-01T10:00:00+02:00'),
    }),
    socio('berta', 'Berta', {
      company: 'Hospital Sant Joan de Déu, Barcelona',
      society: 'seghnp',
      specialty: 'neonatologia',
      created_at: new Date('2025-10-03T23:30:00+02:00'),
    }),
    socio('clara', 'Clara', { access_status: 'aprobado' }),
    socio('dora', 'Dora', { archived_at: new Date('2025-10-05T10:00:00Z') }),
    makeProfile({ id: 'eli', email: 'eli@example.com', plan_name: 'online' }),
  ]);
  const view = await renderRoute('/admin/approvals');
  await screen.findByRole('grid');
  return view;
}

describe('/admin/approvals: untested behaviours', () => {
  afterEach(() => jest.useRealTimers());

  it('exports the pending socios, and only them, as registros_pendientes_<día>.csv', async () => {
    // 23:30 UTC is already the next day in Madrid, where the file is named.
    freezeDate(new Date('2025-10-15T23:30:00Z'));
    const downloads = captureDownloads();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Exportar pendientes' }));
    const [file, ...others] = await downloads.saved();
    expect(others).toEqual([]);
    expect(file.name).toBe('registros_pendientes_2025-10-16.csv');
    expect(csvLines(file.text)).toEqual([
      'Nombre,Email,Empresa,Sociedad,Especialidad,Fecha de registro',
      'Ana Socia,ana@example.com,Hospital La Paz,GETECCU,Gastroenterología,01/10/2025',
      'Berta Socia,berta@example.com,"Hospital Sant Joan de Déu, Barcelona",SEGHNP,Neonatología,03/10/2025',
    ]);
  });

  it('rejects the selected socios at once, after confirming', async () => {
    const { user } = await openPage();
    api.rejectUsers.mockImplementation(
      startsJob('reject', {
        succeeded: 2,
        failed: 0,
        emailsFailed: 0,
        results: [
          { userId: 'ana', name: 'Ana Socia', ok: true, emailFailed: false },
          { userId: 'berta', name: 'Berta Socia', ok: true, emailFailed: false },
        ],
      }),
    );
    await user.click(rowCheckbox('ana@example.com'));
    await user.click(rowCheckbox('berta@example.com'));
    await user.click(screen.getByRole('button', { name: 'Rechazar seleccionados (2)' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Rechazar a 2 socios?');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));

    expect(api.rejectUsers).toHaveBeenCalledWith({
      userIds: ['ana', 'berta'],
      jobId: 'job-test-1',
    });
    expect(api.approveUsers).not.toHaveBeenCalled();
    expect(await findToast('Rechazo completado')).toHaveTextContent('2 socios rechazados');
    // Decided rows are no longer a selection to act on again (once the dialog has faded out, the
    // page is no longer hidden behind it).
    expect(
      await screen.findByRole('button', { name: 'Rechazar seleccionados (0)' }),
    ).toBeDisabled();
  });

  it('clears the selection with "Limpiar selección"', async () => {
    const { user } = await openPage();
    await user.click(rowCheckbox('ana@example.com'));
    await user.click(rowCheckbox('berta@example.com'));
    expect(screen.getByRole('button', { name: 'Aprobar seleccionados (2)' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Limpiar selección' }));
    expect(rowCheckbox('ana@example.com')).not.toBeChecked();
    expect(rowCheckbox('berta@example.com')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Aprobar seleccionados (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rechazar seleccionados (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limpiar selección' })).toBeDisabled();
  });
});
