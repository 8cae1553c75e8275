import { screen, within } from '@testing-library/react';
import { api, makeProfile, setRegistrations, signedIn, startsJob } from '../../dataFakes';
import { renderRoute } from '../../renderRoute';

const approvedSocio = (id: string, extra = {}) =>
  makeProfile({
    id,
    plan_name: 'socio',
    access_status: 'aprobado',
    payment_status: 'not_applicable',
    ...extra,
  });

describe('/admin: why each approval email failed', () => {
  beforeEach(() => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    setRegistrations([
      approvedSocio('a'),
      approvedSocio('b'),
      approvedSocio('c'),
      // A send whose outcome was never recorded may have reached them: not offered again.
      approvedSocio('d', { approval_email_sending_since: new Date() }),
    ]);
  });

  it('names the connection, the provider with its reason, and a send not recorded', async () => {
    const { user } = await renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Enviar emails de aprobación' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('3 socios recibirán el email');

    api.sendBulkApprovalEmails.mockImplementation(
      startsJob('approval_emails', {
        emailsSent: 0,
        emailsFailed: 3,
        totalProcessed: 3,
        results: [
          { userId: 'a', name: 'Ana García', ok: false, error: 'mail-connection' },
          {
            userId: 'b',
            name: 'Luis Pérez',
            ok: false,
            error: 'mail-provider',
            reason: 'The from address does not match a verified Sender Identity.',
          },
          {
            userId: 'c',
            name: 'Marta Gil',
            ok: false,
            error: 'mail-not-recorded',
            reason: 'DEADLINE_EXCEEDED',
          },
        ],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar emails' }));

    const line = async (name: string) =>
      (await within(dialog).findByText(name)).closest('li') as HTMLElement;
    expect(await line('Ana García')).toHaveTextContent(
      'Error al conectar con el servicio de email',
    );
    expect(await line('Luis Pérez')).toHaveTextContent(
      'Error del servicio de email: The from address does not match a verified Sender Identity.',
    );
    expect(await line('Marta Gil')).toHaveTextContent(
      'Email enviado pero error al actualizar base de datos',
    );
  });
});
