import { screen, within } from '@testing-library/react';
import { setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';

describe('/dashboard/accreditation', () => {
  beforeEach(() => {
    signedIn();
    setProfile({ access_status: 'aprobado' });
    renderRoute('/dashboard/accreditation');
  });

  it.each([
    ['Sesiones principales', '8 de 12', 67, 'En curso'],
    ['Mesa redonda', '1 de 1', 100, 'Completado'],
    ['Examen final', '0 de 1', 0, 'Pendiente'],
  ])('shows %s at %s, %i %%', (title, count, percent, status) => {
    const card = screen.getByRole('article', { name: title });
    expect(within(card).getByText(count)).toBeInTheDocument();
    expect(within(card).getByText(`${percent}%`)).toBeInTheDocument();
    expect(within(card).getByText(status)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: title })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
  });

  it('shows the overall progress and the exam minimum', () => {
    expect(screen.getByRole('progressbar', { name: 'Progreso total' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
    expect(screen.getByText('64%')).toBeInTheDocument();
    expect(screen.getByText(/nota mínima del 70%/)).toBeInTheDocument();
  });

  it.each([
    ['Certificado de participación', 'Participación', '40 horas lectivas'],
    ['Certificado de competencia', 'Competencia', '50 horas lectivas'],
  ])('describes the %s', (title, type, hours) => {
    const card = screen.getByRole('article', { name: title });
    expect(within(card).getByText(type)).toBeInTheDocument();
    expect(within(card).getByText(hours)).toBeInTheDocument();
    expect(within(card).getByText('Validez: 3 años')).toBeInTheDocument();
    expect(within(card).getByText('Disponible al completar los requisitos')).toBeInTheDocument();
  });
});
