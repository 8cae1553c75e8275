import { screen, waitFor, within } from '@testing-library/react';
import { setProfile, signedIn } from '../../../dataFakes';
import { renderRoute } from '../../../renderRoute';

describe('the admin header', () => {
  it('links back to the personal area at /dashboard', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    setProfile({ id: 'admin-1', access_status: 'aprobado', payment_status: 'not_applicable' });
    const { user, location } = await renderRoute('/admin');
    const header = screen.getByRole('banner');
    const link = within(header).getByRole('link', { name: 'Ir al área personal' });
    expect(link).toHaveAttribute('href', '/dashboard');
    await user.click(link);
    await waitFor(() => expect(location()).toBe('/dashboard'));
    // The personal area's own header, with its way back to the back office.
    expect(await screen.findByRole('link', { name: 'Administración' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});
