import { screen, within, waitFor } from '@testing-library/react';
import { renderRoute } from '../renderRoute';

const card = (name: string) => screen.getByRole('article', { name });

describe('/ (plan selection)', () => {
  it('shows the four public plans with their prices, VAT note and features', async () => {
    await renderRoute('/');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(card('Socio')).getByText('Gratuito')).toBeInTheDocument();
    expect(within(card('Online')).getByText('175 €')).toBeInTheDocument();
    expect(within(card('Online')).getByText('+ IVA')).toBeInTheDocument();
    expect(within(card('Presencial')).getByText('495 €')).toBeInTheDocument();
    expect(within(card('Miembro LASPGHAN')).getByText('100 €')).toBeInTheDocument();
    expect(within(card('Presencial')).getByText('Bolsa del asistente')).toBeInTheDocument();
    expect(within(card('Socio')).queryByText('+ IVA')).not.toBeInTheDocument();
  });

  it('highlights the plan named by ?plan= and marks online as the most popular', async () => {
    await renderRoute('/?plan=socio');
    expect(within(card('Socio')).getByText('Seleccionado')).toBeInTheDocument();
    expect(within(card('Online')).queryByText('Seleccionado')).not.toBeInTheDocument();
    expect(within(card('Online')).getByText('Más Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Más Popular')).toHaveLength(1);
  });

  it('goes to the registration form of the chosen plan', async () => {
    const { user, location } = await renderRoute('/');
    await user.click(within(card('Presencial')).getByRole('link', { name: 'Seleccionar' }));
    await waitFor(() => expect(location()).toBe('/register?plan=presencial'));
  });

  it('offers the login page', async () => {
    const { user, location } = await renderRoute('/');
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
