import { act, screen, within } from '@testing-library/react';
import { serverRefusal } from '../../callableError';
import { api, finishJob, makeProfile, pushJob, setRegistrations, signedIn } from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

const RUNNING = 'Este proceso está en curso; verás su resultado cuando termine.';
const STALLED = 'Este proceso se detuvo antes de terminar. Si lo reanudas, seguirá donde se quedó.';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Another administrator's job, or this one's from before leaving the page. */
const OTHER = { id: 'job-other', started_by: 'admin-2' };

async function openPage(path: string, { fakeTimers = false } = {}) {
  signedIn({ uid: 'admin-1', isAdmin: true });
  return renderRoute(path, { fakeTimers });
}

describe('a long action found under way when its page opens', () => {
  afterEach(() => jest.useRealTimers());

  it('shows its progress, and its outcome as the page reports its own once it ends', async () => {
    pushJob({ ...OTHER, kind: 'stripe_reconciliation', total: 10, done: 4, succeeded: 4 });
    await openPage('/admin/payments');
    const notice = await screen.findByRole('region', { name: 'Verificación de pagos con Stripe' });
    expect(notice).toHaveTextContent(RUNNING);
    expect(within(notice).getByText('4 de 10 procesados')).toBeInTheDocument();

    finishJob(
      { ...OTHER, kind: 'stripe_reconciliation' },
      { checked: 10, paid: 3, updatedProfiles: 1, results: [] },
    );
    expect(await findToast('Pagos verificados')).toHaveTextContent(
      '10 pagos revisados, 1 perfil actualizado',
    );
    expect(screen.queryByRole('region', { name: 'Verificación de pagos con Stripe' })).toBeNull();
  });

  it('says nothing of one that had already ended', async () => {
    finishJob(
      { ...OTHER, kind: 'stripe_reconciliation' },
      { checked: 10, paid: 3, updatedProfiles: 1, results: [] },
    );
    await openPage('/admin/payments');
    await screen.findByRole('heading', { name: 'Seguimiento de Pagos' });
    expect(screen.queryByRole('region', { name: 'Verificación de pagos con Stripe' })).toBeNull();
    expect(screen.queryByText('Pagos verificados')).toBeNull();
  });

  it('names the kind: a rejection is reported as one, on the approvals page', async () => {
    setRegistrations([makeProfile({ id: 'ana', plan_name: 'socio' })]);
    pushJob({ ...OTHER, kind: 'reject', total: 1 });
    await openPage('/admin/approvals');
    expect(await screen.findByRole('region', { name: 'Rechazo de socios' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aprobación de socios' })).toBeNull();

    finishJob(
      { ...OTHER, kind: 'reject' },
      {
        succeeded: 1,
        failed: 0,
        emailsFailed: 0,
        results: [{ userId: 'ana', name: 'Ana García', ok: true, emailFailed: false }],
      },
    );
    expect(await findToast('Rechazo completado')).toHaveTextContent('1 socio rechazado');
  });

  it('shows an import’s results above the tabs, the page never having had its table', async () => {
    pushJob({ ...OTHER, kind: 'user_import', total: 2, done: 1, succeeded: 1 });
    await openPage('/admin/user-management');
    expect(
      await screen.findByRole('region', { name: 'Importación de usuarios' }),
    ).toHaveTextContent('1 de 2 procesados');

    finishJob(
      { ...OTHER, kind: 'user_import' },
      {
        success: true,
        message: '',
        usersCreated: 1,
        usersFailed: 1,
        totalProcessed: 2,
        results: [
          { index: 0, email: 'ana@example.com', success: true, userId: 'u-ana' },
          { index: 1, email: 'luis@example.com', success: false, error: 'Email duplicado' },
        ],
      },
    );
    expect(await findToast('Importación completada')).toHaveTextContent(
      '1 usuario creado, 1 con errores, 2 procesados.',
    );
    const results = screen.getByRole('grid', { name: 'Resultado de la importación' });
    expect(within(results).getByText('luis@example.com')).toBeInTheDocument();
    expect(within(results).getByText('Email duplicado')).toBeInTheDocument();
  });

  it('offers to resume one that stopped, and shows it under way once resumed', async () => {
    pushJob({
      ...OTHER,
      kind: 'stripe_reconciliation',
      total: 10,
      done: 4,
      updated_at: minutesAgo(5),
      lease_until: minutesAgo(4),
    });
    const { user } = await openPage('/admin/payments');
    const notice = await screen.findByRole('region', { name: 'Verificación de pagos con Stripe' });
    expect(notice).toHaveTextContent(STALLED);

    api.resumeJob.mockRejectedValueOnce(serverRefusal('job-running', 'aborted'));
    await user.click(within(notice).getByRole('button', { name: 'Reanudar' }));
    expect(await findToast('No se pudo reanudar el proceso')).toHaveTextContent(
      'Este proceso ya está en curso.',
    );
    expect(notice).toHaveTextContent(STALLED);

    api.resumeJob.mockResolvedValueOnce({ jobId: 'job-other' });
    await user.click(within(notice).getByRole('button', { name: 'Reanudar' }));
    expect(api.resumeJob).toHaveBeenLastCalledWith({ jobId: 'job-other' });
    expect(await within(notice).findByText(RUNNING)).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Reanudar' })).toBeNull();
  });

  it('notices, as time passes, that a job shown as under way stopped', async () => {
    jest.useFakeTimers({ now: new Date('2027-10-16T10:00:00Z') });
    // Its task let go 20 s ago and nothing moved for 50 s: not yet taken for stopped.
    pushJob({
      ...OTHER,
      kind: 'stripe_reconciliation',
      updated_at: new Date(Date.now() - 50_000),
      lease_until: new Date(Date.now() - 20_000),
    });
    await openPage('/admin/payments', { fakeTimers: true });
    const notice = await screen.findByRole('region', { name: 'Verificación de pagos con Stripe' });
    expect(notice).toHaveTextContent(RUNNING);
    act(() => jest.advanceTimersByTime(15_000));
    expect(notice).toHaveTextContent(STALLED);
  });
});
