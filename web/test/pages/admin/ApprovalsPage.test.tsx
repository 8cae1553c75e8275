import { screen, within } from '@testing-library/react';
import {
  api,
  finishJob,
  makeProfile,
  pushJob,
  setRegistrations,
  signedIn,
  startsJob,
} from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

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

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([
    socio('ana', 'Ana'),
    socio('berta', 'Berta'),
    socio('clara', 'Clara', { access_status: 'aprobado' }),
    socio('dora', 'Dora', { archived_at: new Date() }),
    makeProfile({ id: 'eli', email: 'eli@example.com', plan_name: 'online' }),
  ]);
  const view = await renderRoute('/admin/approvals');
  await screen.findByRole('grid');
  return view;
}

describe('/admin/approvals', () => {
  it('lists only pending, active socios', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Cola de Aprobaciones' })).toBeInTheDocument();
    expect(rows().map((r) => within(r).queryByText(/@example.com/)?.textContent)).toEqual([
      'ana@example.com',
      'berta@example.com',
    ]);
  });

  it('approves the selection after confirming, shows progress, and reports failed emails', async () => {
    const { user } = await openPage();
    // The call answers at once with its job; the outcome comes when the job ends.
    api.approveUsers.mockResolvedValue({ jobId: 'job-test-1' });
    await user.click(screen.getByRole('checkbox', { name: /Seleccionar todas|Select all/i }));
    await user.click(screen.getByRole('button', { name: 'Aprobar seleccionados (2)' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Aprobar a 2 socios? Recibirán el email de aprobación.');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(api.approveUsers).toHaveBeenCalledWith({
      userIds: ['ana', 'berta'],
      jobId: 'job-test-1',
    });
    pushJob({ id: 'job-test-1', kind: 'approve', total: 2, done: 1, succeeded: 1 });
    expect(await within(dialog).findByText('1 de 2 procesados')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aprobar' })).toBeDisabled();
    finishJob(
      { id: 'job-test-1', kind: 'approve' },
      {
        succeeded: 2,
        failed: 0,
        emailsFailed: 1,
        results: [
          { userId: 'ana', name: 'Ana Socia', ok: true, emailFailed: false },
          { userId: 'berta', name: 'Berta Socia', ok: true, emailFailed: true },
        ],
      },
    );
    const toast = await findToast('Estado actualizado pero el email falló');
    expect(toast).toHaveTextContent('2 socios aprobados');
    expect(toast).toHaveTextContent('Berta Socia');
  });

  it('rejects one socio from its row', async () => {
    const { user } = await openPage();
    api.rejectUsers.mockImplementation(
      startsJob('reject', { succeeded: 1, failed: 0, emailsFailed: 0, results: [] }),
    );
    await user.click(within(row('berta@example.com')).getByRole('button', { name: 'Rechazar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rechazar' }));
    expect(api.rejectUsers).toHaveBeenCalledWith({ userIds: ['berta'], jobId: 'job-test-1' });
    expect(await findToast('Rechazo completado')).toHaveTextContent('1 socio rechazado');
  });

  it('searches without accents', async () => {
    const { user } = await openPage();
    await user.type(screen.getByRole('searchbox'), 'BERTA');
    expect(rows()).toHaveLength(1);
  });
});
