import { screen, within } from '@testing-library/react';
import { setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/dashboard/sponsors', () => {
  beforeEach(() => {
    signedIn();
    setProfile({ access_status: 'aprobado' });
  });

  it('shows every sponsor with all its details under Todos', async () => {
    await renderRoute('/dashboard/sponsors');
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toHaveLength(6);
    const card = screen.getByRole('article', { name: 'Laboratorios Aurelia Pharma' });
    expect(
      within(card).getByRole('img', { name: 'Logotipo de Laboratorios Aurelia Pharma' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(within(card).getByText('Nivel Platino')).toBeInTheDocument();
    expect(within(card).getByText(/terapias biológicas para enfermedades/)).toBeInTheDocument();
    expect(within(card).getByText('Madrid, España')).toBeInTheDocument();
    expect(within(card).getByText('Biofarmacéutica')).toBeInTheDocument();
    expect(within(card).getByText('1.200')).toBeInTheDocument();
    expect(
      within(card).getByText('Terapias biológicas, Inmunología, Gastroenterología'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Sitio web/ })).toHaveAttribute(
      'href',
      'https://aurelia-pharma.example',
    );
  });

  it.each([
    ['Platino', ['Laboratorios Aurelia Pharma', 'Nutrilac Pediátrica']],
    ['Oro', ['Gastrovita Labs', 'Endoscopia Médica Ibérica']],
    ['Plata', ['Biodiagnóstica Sur', 'Microbiota Health']],
  ])('filters the %s tab', async (level, names) => {
    const { user } = await renderRoute('/dashboard/sponsors');
    await user.click(screen.getByRole('tab', { name: level }));
    expect(cardNames()).toEqual(names);
  });
});
