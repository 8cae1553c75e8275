import { screen, waitFor, within } from '@testing-library/react';
import { api, makeProfile, setRegistrations, signedIn } from '../../../dataFakes';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

async function openMassTab() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([
    makeProfile({
      id: 'u-luis',
      first_name: 'Luis',
      last_name: 'Pérez',
      email: 'luis@example.com',
    }),
  ]);
  api.estimateRecipients.mockResolvedValue({ count: 4 });
  const view = await renderRoute('/admin/email-management');
  await view.user.click(await screen.findByRole('tab', { name: 'Envío Masivo' }));
  return { ...view, panel: screen.getByRole('tabpanel') };
}

describe('/admin/email-management: switching the send mode', () => {
  it('clears every filter chosen before the switch', async () => {
    const { user, panel } = await openMassTab();
    const group = (name: string) => within(panel).getByRole('group', { name });
    await user.click(within(group('Planes')).getByRole('checkbox', { name: 'Socio' }));
    await user.click(within(group('Estado de acceso')).getByRole('checkbox', { name: 'Aprobado' }));
    await user.click(within(group('Estado de pago')).getByRole('checkbox', { name: 'Pendiente' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('4 destinatarios'),
    );

    await user.click(within(panel).getByRole('radio', { name: 'Usuario individual' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('0 destinatarios');
    await user.click(within(panel).getByRole('radio', { name: 'Envío masivo (con filtros)' }));

    for (const name of ['Planes', 'Estado de acceso', 'Estado de pago']) {
      for (const box of within(group(name)).getAllByRole('checkbox')) {
        expect(box).not.toBeChecked();
      }
    }
    expect(within(panel).getByRole('status')).toHaveTextContent('0 destinatarios');
    // With nothing chosen, the send is refused as having no filter.
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    expect(await findToast('Error')).toHaveTextContent(
      'Por favor completa todos los campos y selecciona al menos un filtro',
    );
  });

  it('forgets the user picked before the switch', async () => {
    const { user, panel } = await openMassTab();
    await user.click(within(panel).getByRole('radio', { name: 'Usuario individual' }));
    await user.type(within(panel).getByRole('combobox', { name: 'Buscar usuario...' }), 'luis');
    await user.click(screen.getByRole('option', { name: /luis@example\.com/ }));
    expect(within(panel).getByRole('combobox', { name: 'Buscar usuario...' })).toHaveValue(
      'Luis Pérez',
    );

    await user.click(within(panel).getByRole('radio', { name: 'Envío masivo (con filtros)' }));
    await user.click(within(panel).getByRole('radio', { name: 'Usuario individual' }));
    expect(within(panel).getByRole('combobox', { name: 'Buscar usuario...' })).toHaveValue('');
    expect(within(panel).getByRole('status')).toHaveTextContent('0 destinatarios');
  });
});
