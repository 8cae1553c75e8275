import { screen, within } from '@testing-library/react';
import * as registrationsModule from '../../../src/data/admin/registrations';
import { makeProfile, setRegistrations, signedIn } from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

describe('/admin/reports', () => {
  it('gives the figures and the top lists beside their charts', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    setRegistrations([
      makeProfile({
        id: 'a',
        country: 'ES',
        access_status: 'aprobado',
        payment_status: 'completed',
      }),
      makeProfile({ id: 'b', country: 'ES', specialty: 'neonatologia' }),
      makeProfile({ id: 'c', country: 'AR', plan_name: 'socio', payment_status: 'not_applicable' }),
      makeProfile({ id: 'd', country: 'MX', archived_at: new Date() }),
    ]);
    await renderRoute('/admin/reports');
    expect(await screen.findByRole('region', { name: 'Total de registros' })).toHaveTextContent(
      '3',
    );
    expect(screen.getByRole('region', { name: 'Tasa de aprobación' })).toHaveTextContent('33,3 %');
    expect(screen.getByRole('region', { name: 'Tasa de pago' })).toHaveTextContent('50 %');
    expect(screen.getByRole('region', { name: 'Países' })).toHaveTextContent('2');
    const countries = screen.getByRole('region', { name: 'Top 8 países' });
    expect(
      within(countries)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['España: 2', 'Argentina: 1']);
  });

  it('has nothing to export without registrations', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    const { user } = await renderRoute('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Descargar resumen CSV' }));
    expect(await findToast('Error')).toHaveTextContent('No hay datos para exportar');
  });

  it('draws its charts in Spanish, saying they load while the registrations do', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    jest.mocked(registrationsModule.useRegistrations).mockReturnValue({ status: 'loading' });
    await renderRoute('/admin/reports');
    const byPlan = await screen.findByRole('region', { name: 'Distribución por plan' });
    expect(within(byPlan).getByText('Cargando datos...')).toBeInTheDocument();
    const trend = screen.getByRole('region', { name: 'Registros de los últimos 30 días' });
    expect(within(trend).getByText('Cargando datos...')).toBeInTheDocument();
    expect(screen.queryByText('No hay datos que mostrar')).not.toBeInTheDocument();
    expect(screen.queryByText(/No data|Loading/)).not.toBeInTheDocument();
  });

  it('says in Spanish that a chart has nothing to draw once loaded', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    await renderRoute('/admin/reports');
    const countries = await screen.findByRole('region', { name: 'Top 8 países' });
    expect(within(countries).getByText('No hay datos que mostrar')).toBeInTheDocument();
    expect(screen.queryByText('Cargando datos...')).not.toBeInTheDocument();
    expect(screen.queryByText(/No data|Loading/)).not.toBeInTheDocument();
  });
});
