import { act, render, screen, within, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { editionDates, editionToJson, es } from '@curso/common';
import { currentEdition, editionWith } from '../../../common/test/fixtures/editions';
import { AppProviders } from '../../src/AppProviders';
import { AppRoutes } from '../../src/routes';
import { SiteEditionGate } from '../../src/session/SiteEditionGate';
import { renderRoute } from '../renderRoute';
import { heldFetch } from '../heldFetch';

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

  it("names the edition's dates and city", async () => {
    const dates = editionDates(currentEdition);
    await renderRoute('/');
    expect(
      screen.getByText(`${dates} · ${currentEdition.venue.city} y online`),
    ).toBeInTheDocument();
  });

  it('says online only when no plan of the edition is attended in person', async () => {
    const plans = currentEdition.plans.map((plan) => ({ ...plan, in_person: false }));
    await renderRoute('/', { edition: editionWith({ plans }) });
    expect(screen.getByText(`${editionDates(currentEdition)} · Online`)).toBeInTheDocument();
  });

  it('marks as popular the plan the edition says, and only it', async () => {
    const plans = currentEdition.plans.map((plan) => ({
      ...plan,
      popular: plan.key === 'presencial',
    }));
    await renderRoute('/', { edition: editionWith({ plans }) });
    expect(within(card('Presencial')).getByText('Más Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Más Popular')).toHaveLength(1);
  });

  it.each([
    ['closed', { registration_closes_at: new Date(Date.now() - 60_000) }],
    ['not open yet', { registration_opens_at: new Date(Date.now() + 86_400_000) }],
  ])(
    'shows a plan whose registration is %s greyed out, and it cannot be chosen',
    async (_state, changes) => {
      await renderRoute('/', { edition: editionWith({}, { key: 'presencial', changes }) });
      const closed = card('Presencial');
      expect(within(closed).getByRole('button', { name: 'Inscripción cerrada' })).toBeDisabled();
      expect(within(closed).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card('Online')).getByRole('link', { name: 'Seleccionar' })).toBeInTheDocument();
    },
  );

  it('offers the login page', async () => {
    const { user, location } = await renderRoute('/');
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('/ while the edition is on its way', () => {
  const fetched = heldFetch();

  it('shows its heading at once, and the plans once /edition.json answers', async () => {
    // As the site renders it: the edition comes from /edition.json, not from the test.
    await act(async () => {
      render(
        <AppProviders>
          <SiteEditionGate>
            <MemoryRouter initialEntries={['/']}>
              <AppRoutes />
            </MemoryRouter>
          </SiteEditionGate>
        </AppProviders>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: es.home.title })).toBeInTheDocument();
    expect(screen.getByText(es.home.intro)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: es.common.loading })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await act(async () => fetched.answer(Response.json(editionToJson(currentEdition))));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(
      screen.getByText(`${editionDates(currentEdition)} · ${currentEdition.venue.city} y online`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: currentEdition.short_title })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
