import { screen, within } from '@testing-library/react';
import * as registrationsModule from '../../../../src/data/admin/registrations';
import { makeProfile, setRegistrations, signedIn } from '../../../dataFakes';
import { renderRoute } from '../../../renderRoute';

/** Registration `n` of October 2025, made on day `n`. */
const registered = (n: number) =>
  makeProfile({
    id: `u-${n}`,
    first_name: 'Persona',
    last_name: String(n),
    email: `p${n}@example.com`,
    created_at: new Date(`2025-10-${String(n).padStart(2, '0')}T10:00:00+02:00`),
  });

describe('/admin (Panel General): untested behaviours', () => {
  beforeEach(() => signedIn({ uid: 'admin-1', isAdmin: true }));

  it('lists exactly the 10 newest registrations, newest first', async () => {
    // As the profiles listener delivers them: newest first.
    setRegistrations(Array.from({ length: 12 }, (_, i) => registered(12 - i)));
    await renderRoute('/admin');
    const recent = await screen.findByRole('region', { name: 'Registros recientes' });
    const items = within(recent).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Persona /).textContent)).toEqual([
      'Persona 12',
      'Persona 11',
      'Persona 10',
      'Persona 9',
      'Persona 8',
      'Persona 7',
      'Persona 6',
      'Persona 5',
      'Persona 4',
      'Persona 3',
    ]);
    expect(items[0]).toHaveTextContent('p12@example.com · Online');
    expect(items[0]).toHaveTextContent('12/10/2025');
    expect(within(recent).queryByText('Persona 2')).not.toBeInTheDocument();
    expect(within(recent).queryByText('Persona 1')).not.toBeInTheDocument();
  });

  it('says "Error al cargar las estadísticas" when the registrations cannot be read', async () => {
    jest
      .mocked(registrationsModule.useRegistrations)
      .mockReturnValue({ status: 'error', reason: 'permission-denied' });
    await renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las estadísticas');
    expect(screen.queryByRole('region', { name: 'Total de registros' })).not.toBeInTheDocument();
  });
});
