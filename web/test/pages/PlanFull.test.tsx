import { screen, within } from '@testing-library/react';
import { editionWith } from '../../../common/test/fixtures/editions';
import { api } from '../dataFakes';
import { renderRoute } from '../renderRoute';

/** The demo's edition as `/edition.json` serves it once every place of presencial is taken. */
const presencialFull = editionWith(
  {},
  { key: 'presencial', changes: { capacity: 150, full: true } },
);

const card = (name: string) => screen.getByRole('article', { name });

describe('a plan whose places are all taken', () => {
  it('says "Plazas agotadas" on its landing card, which cannot be chosen', async () => {
    await renderRoute('/', { edition: presencialFull });
    const full = card('Presencial');
    expect(within(full).getByRole('button', { name: 'Plazas agotadas' })).toBeDisabled();
    expect(within(full).queryByRole('link')).not.toBeInTheDocument();
    // The other plans are still on offer.
    expect(within(card('Online')).getByRole('link', { name: 'Seleccionar' })).toHaveAttribute(
      'href',
      '/register?plan=online',
    );
    expect(screen.getAllByText('Plazas agotadas')).toHaveLength(1);
  });

  it('is offered as usual while places are left', async () => {
    const edition = editionWith({}, { key: 'presencial', changes: { capacity: 150, full: false } });
    await renderRoute('/', { edition });
    expect(within(card('Presencial')).getByRole('link', { name: 'Seleccionar' })).toBeEnabled();
    expect(screen.queryByText('Plazas agotadas')).not.toBeInTheDocument();
  });

  it('says "Plazas agotadas" on the registration page instead of the form, with a way back', async () => {
    const { user, location } = await renderRoute('/register?plan=presencial', {
      edition: presencialFull,
    });
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Plazas agotadas')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Elige otro plan para inscribirte.');
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    expect(api.sendVerificationCode).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Cambiar plan' }));
    expect(location()).toBe('/?plan=presencial');
  });

  it('leaves the registration form of another plan as it was', async () => {
    await renderRoute('/register?plan=online', { edition: presencialFull });
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(screen.queryByText('Plazas agotadas')).not.toBeInTheDocument();
  });
});
