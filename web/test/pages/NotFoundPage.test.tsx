import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../renderRoute';

describe('unknown paths', () => {
  it('shows 404 with a link back to /', async () => {
    const { user, location } = await renderRoute('/no-existe/para-nada');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    await waitFor(() => expect(location()).toBe('/'));
  });
});
