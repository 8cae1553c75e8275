import { screen, within } from '@testing-library/react';
import { callableError } from '../../../callableError';
import { api, makeProfile, setRegistrations, signedIn } from '../../../dataFakes';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

const payer = (
  id: string,
  name: [string, string],
  plan_name: string,
  payment_status: string,
  company: string,
) =>
  makeProfile({
    id,
    first_name: name[0],
    last_name: name[1],
    email: `${id}@example.com`,
    plan_name,
    payment_status: payment_status as never,
    company,
  });

const grid = () => screen.getAllByRole('grid')[0];
/** The people the payments grid shows, by email, sorted: the filters decide who, not the order. */
const shownEmails = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map(
      (r) =>
        within(r)
          .getByText(/@example\.com/)
          .textContent?.split(' · ')[1],
    )
    .sort();
const row = (email: string) =>
  within(grid())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(new RegExp(email))) as HTMLElement;

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([
    payer('ana', ['Ana', 'García'], 'online', 'pending', 'Hospital La Paz'),
    payer('luis', ['Luis', 'Pérez'], 'presencial', 'completed', 'Clínica Núñez'),
    payer('marta', ['Marta', 'Ruiz'], 'laspghn', 'failed', 'Hospital La Fe'),
    payer('pablo', ['Pablo', 'Sanz'], 'online', 'completed', 'Hospital Sant Pau'),
    payer('sofia', ['Sofía', 'Socia'], 'socio', 'not_applicable', 'Hospital La Paz'),
  ]);
  const view = await renderRoute('/admin/payments');
  await screen.findAllByRole('grid');
  return view;
}

describe('/admin/payments: untested behaviours', () => {
  it('searches by name or company, without accents', async () => {
    const { user } = await openPage();
    const search = screen.getByRole('searchbox', { name: 'Buscar por nombre o empresa' });
    await user.type(search, 'nunez');
    expect(shownEmails()).toEqual(['luis@example.com']);
    await user.clear(search);
    await user.type(search, 'MARTA');
    expect(shownEmails()).toEqual(['marta@example.com']);
    await user.clear(search);
    // A socio is not a payment, whatever the search.
    await user.type(search, 'la paz');
    expect(shownEmails()).toEqual(['ana@example.com']);
  });

  it('filters by the three paying plans', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Miembro LASPGHAN', 'Online', 'Presencial']);
    await user.click(screen.getByRole('option', { name: 'Online' }));
    expect(shownEmails()).toEqual(['ana@example.com', 'pablo@example.com']);
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Miembro LASPGHAN' }));
    expect(shownEmails()).toEqual(['marta@example.com']);
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    expect(shownEmails()).toHaveLength(4);
  });

  it('filters by payment status, together with the plan', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Estado del pago' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Pendiente', 'Completado', 'Fallido']);
    await user.click(screen.getByRole('option', { name: 'Completado' }));
    expect(shownEmails()).toEqual(['luis@example.com', 'pablo@example.com']);
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Online' }));
    expect(shownEmails()).toEqual(['pablo@example.com']);
    await user.click(screen.getByRole('combobox', { name: 'Estado del pago' }));
    await user.click(screen.getByRole('option', { name: 'Fallido' }));
    expect(within(grid()).queryAllByRole('row').slice(1)).toHaveLength(0);
  });

  it('says "No se pudo actualizar el estado del pago." when the change is refused', async () => {
    const { user } = await openPage();
    api.setPaymentStatus.mockRejectedValue(
      callableError('failed-precondition', 'Ese cambio de estado no está permitido.'),
    );
    await user.click(within(row('ana@')).getByRole('button', { name: 'Marcar completado' }));
    const toast = await findToast('No se pudo actualizar el estado del pago.');
    expect(toast).toHaveTextContent('Ese cambio de estado no está permitido.');
    expect(screen.queryByText('Pago actualizado')).not.toBeInTheDocument();
    expect(within(row('ana@')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row('ana@')).getByRole('button', { name: 'Marcar completado' })).toBeEnabled();
  });
});
