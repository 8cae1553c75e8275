import { screen, within } from '@testing-library/react';
import {
  currentEdition,
  editionWith,
  finishedEdition,
} from '../../../../common/test/fixtures/editions';
import {
  api,
  makeProfile,
  setAuditLogs,
  setEditions,
  setRegistrations,
  signedIn,
  startsJob,
} from '../../dataFakes';
import { callableError, serverRefusal } from '../../callableError';
import { renderRoute } from '../../renderRoute';

describe('/admin (Panel General)', () => {
  beforeEach(() => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    setRegistrations([
      makeProfile({ id: 'a', plan_name: 'socio', payment_status: 'not_applicable' }),
      makeProfile({
        id: 'b',
        plan_name: 'socio',
        access_status: 'aprobado',
        payment_status: 'not_applicable',
      }),
      makeProfile({
        id: 'c',
        plan_name: 'socio',
        access_status: 'aprobado',
        payment_status: 'not_applicable',
        approval_email_sent_at: new Date(
          (currentEdition.approval_email_cutoff as Date).getTime() - 1000,
        ),
      }),
      makeProfile({
        id: 'd',
        plan_name: 'online',
        access_status: 'aprobado',
        payment_status: 'completed',
      }),
      makeProfile({ id: 'e', plan_name: 'online', payment_status: 'pending' }),
    ]);
  });

  it('shows the four counters and the plans', async () => {
    await renderRoute('/admin');
    expect(await screen.findByRole('region', { name: 'Total de registros' })).toHaveTextContent(
      '5',
    );
    expect(
      screen.getByRole('region', { name: 'Socios pendientes de aprobación' }),
    ).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Pagos completados' })).toHaveTextContent('1');
    expect(screen.getByRole('region', { name: 'Pagos pendientes' })).toHaveTextContent('1');
    const plans = screen.getByRole('region', { name: 'Distribución por plan' });
    expect(within(plans).getByText('Socio').closest('li')).toHaveTextContent('3');
  });

  it('says before sending how many socios get the approval email, with and without previous sends', async () => {
    const { user } = await renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Enviar emails de aprobación' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('2 socios recibirán el email');
    await user.click(within(dialog).getByRole('checkbox'));
    expect(dialog).toHaveTextContent('1 socio recibirá el email');
    api.sendBulkApprovalEmails.mockImplementation(
      startsJob('approval_emails', {
        emailsSent: 0,
        emailsFailed: 1,
        totalProcessed: 1,
        results: [{ userId: 'b', name: 'Ana García', ok: false, error: 'mail-failed' }],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar emails' }));
    expect(api.sendBulkApprovalEmails).toHaveBeenCalledWith({
      includePrevious: false,
      jobId: 'job-test-1',
    });
    expect(await within(dialog).findByText('0 usuarios aprobados, 1 error')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana García')).toBeInTheDocument();
  });

  it("names the edition's cut-off as clocks in Madrid read it", async () => {
    const edition = editionWith({ approval_email_cutoff: new Date('2025-07-21T15:00:00Z') });
    setEditions([edition, finishedEdition]);
    const { user } = await renderRoute('/admin', { edition });
    await user.click(await screen.findByRole('button', { name: 'Enviar emails de aprobación' }));
    expect(
      within(screen.getByRole('dialog')).getByRole('checkbox', {
        name: 'Incluir a quienes lo recibieron antes del 21/07/2025 17:00',
      }),
    ).toBeChecked();
  });

  it('offers no earlier sends to include when the edition has no cut-off', async () => {
    const edition = editionWith({ approval_email_cutoff: null });
    setEditions([edition, finishedEdition]);
    const { user } = await renderRoute('/admin', { edition });
    await user.click(await screen.findByRole('button', { name: 'Enviar emails de aprobación' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 socio recibirá el email');
  });
});

describe('/admin (Panel General): a bulk approval email that fails', () => {
  beforeEach(() => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    setRegistrations([
      makeProfile({
        id: 'b',
        plan_name: 'socio',
        access_status: 'aprobado',
        payment_status: 'not_applicable',
      }),
    ]);
  });

  it.each([
    [
      'the service cannot be reached',
      callableError('internal', 'internal'),
      'Error al conectar con el servicio de email masivo',
      '',
    ],
    [
      'the function refuses with a reason',
      serverRefusal('job-running'),
      'Error en envío masivo',
      'Este proceso ya está en curso.',
    ],
    [
      'the function refuses without one',
      callableError('failed-precondition', 'failed-precondition'),
      'Error en envío masivo',
      'Error desconocido al enviar emails',
    ],
    [
      'something else goes wrong',
      new TypeError('x is undefined'),
      'Error al enviar email masivo',
      'Error inesperado al enviar emails masivos',
    ],
  ])('says so when %s', async (_, failure, title, text) => {
    api.sendBulkApprovalEmails.mockRejectedValue(failure);
    const { user } = await renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Enviar emails de aprobación' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar emails' }),
    );
    // The dialog stays open and hides the page, the toast included, from the accessibility tree.
    const toast = (await screen.findByText(title)).closest('[role="alert"]');
    expect(toast?.textContent).toBe(`${title}${text}`);
  });
});

describe('/admin/audit-log', () => {
  it('shows the entries with their badge, short ids and values', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    setAuditLogs([
      {
        id: 'l1',
        action: 'impersonation_start',
        user_id: 'adminuid-1234567890',
        table_name: 'profiles',
        record_id: 'record-abcdefghij',
        old_values: null,
        new_values: { impersonated_email: 'luis@example.com' },
        created_at: new Date('2027-10-02T10:05:00+02:00'),
      },
      {
        id: 'l2',
        action: 'payment_status_change',
        user_id: 'adminuid-1234567890',
        table_name: 'profiles',
        record_id: 'record-2',
        old_values: { payment_status: 'pending' },
        new_values: { payment_status: 'completed' },
        created_at: new Date('2027-10-02T11:00:00+02:00'),
      },
    ]);
    await renderRoute('/admin/audit-log');
    const entry = await screen.findByRole('article', { name: 'Inicio de impersonación' });
    expect(entry).toHaveTextContent('02/10/2027 10:05');
    expect(entry).toHaveTextContent('Usuario: adminuid');
    expect(entry).toHaveTextContent('Registro: record-a');
    expect(entry).toHaveTextContent('"impersonated_email": "luis@example.com"');
    expect(screen.getByRole('article', { name: 'Cambio de estado de pago' })).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    await renderRoute('/admin/audit-log');
    expect(await screen.findByText('No hay logs de auditoría disponibles.')).toBeInTheDocument();
  });
});
