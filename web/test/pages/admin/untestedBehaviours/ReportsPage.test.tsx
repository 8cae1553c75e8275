import { screen } from '@testing-library/react';
import * as registrationsModule from '../../../../src/data/admin/registrations';
import { makeProfile, setRegistrations, signedIn } from '../../../dataFakes';
import { captureDownloads, csvLines, freezeDate } from '../../../downloads';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

// 22:30 UTC on the 15th is 00:30 on the 16th in Madrid, where the files are named.
const NOW = new Date('2025-10-15T22:30:00Z');

async function download(button: string) {
  const downloads = captureDownloads();
  const { user } = await renderRoute('/admin/reports');
  await user.click(await screen.findByRole('button', { name: button }));
  const [file, ...others] = await downloads.saved();
  expect(others).toEqual([]);
  return file;
}

describe('/admin/reports: the two CSV downloads', () => {
  beforeEach(() => {
    freezeDate(NOW);
    signedIn({ uid: 'admin-1', isAdmin: true });
  });
  afterEach(() => jest.useRealTimers());

  it('summarises the figures, every plan and the 10 leading countries in resumen_estadisticas_<día>.csv', async () => {
    const from = (id: string, country: string, overrides = {}) =>
      makeProfile({ id, email: `${id}@example.com`, country, ...overrides });
    const paid = { access_status: 'aprobado', payment_status: 'completed' } as const;
    setRegistrations([
      from('es1', 'ES', paid),
      from('es2', 'ES', paid),
      from('es3', 'ES', { plan_name: 'presencial' }),
      from('ar1', 'AR', paid),
      from('ar2', 'AR'),
      from('mx', 'MX', { plan_name: 'socio', payment_status: 'not_applicable' }),
      from('co', 'CO'),
      from('pe', 'PE'),
      from('cl', 'CL'),
      from('uy', 'UY'),
      from('py', 'PY'),
      from('bo', 'BO'),
      from('ec', 'EC'),
      from('cr', 'CR'),
      from('pa', 'PA'),
      // Archived: in no figure.
      from('ve', 'VE', { archived_at: new Date('2025-10-01T10:00:00Z') }),
    ]);
    const file = await download('Descargar resumen CSV');
    expect(file.name).toBe('resumen_estadisticas_2025-10-16.csv');
    // 3 of 15 approved; 3 of the 14 on paying plans paid. es-ES writes "21,4 %" (decimal comma,
    // no-break space), so the cell is quoted. Perú and Uruguay, 11th and 12th, are left out.
    expect(csvLines(file.text)).toEqual([
      'Indicador,Valor',
      'Total de registros,15',
      'Tasa de aprobación,20\u00a0%',
      'Tasa de pago,"21,4\u00a0%"',
      'Países,12',
      'Distribución por plan: Socio,1',
      'Distribución por plan: Miembro LASPGHAN,0',
      'Distribución por plan: Online,13',
      'Distribución por plan: Presencial,1',
      'Distribución por plan: Patrocinado Presencial,0',
      'Distribución por plan: Patrocinado Online,0',
      'País: España,3',
      'País: Argentina,2',
      'País: Bolivia,1',
      'País: Chile,1',
      'País: Colombia,1',
      'País: Costa Rica,1',
      'País: Ecuador,1',
      'País: México,1',
      'País: Panamá,1',
      'País: Paraguay,1',
    ]);
  });

  it('writes one row per registration, every field, in reporte_completo_<día>_<hora>.csv', async () => {
    setRegistrations([
      makeProfile({
        id: 'luis',
        first_name: 'Luis',
        last_name: 'Pérez',
        email: 'luis@example.com',
        phone: '600111222',
        phone_country_code: '+34',
        company: 'Hospital Sant Joan de Déu, Barcelona',
        position: 'Adjunto',
        specialty: 'neonatologia',
        country: 'ES',
        city: 'Barcelona',
        plan_name: 'patrocinado_presencial',
        access_status: 'aprobado',
        payment_status: 'not_applicable',
        sponsor: 'Laboratorios Demo',
        created_at: new Date('2025-10-02T10:00:00+02:00'),
      }),
      makeProfile({
        id: 'pilar',
        first_name: 'Pilar',
        last_name: 'Núñez',
        email: 'pilar@example.com',
        // A cell a spreadsheet would run as a formula is written as text (so is a phone's "+").
        company: '=HYPERLINK("http://x")',
        specialty: 'gastroenterologia',
        country: 'AR',
        city: null,
        plan_name: 'socio',
        society: 'ambas',
        payment_status: 'not_applicable',
        archived_at: new Date('2025-10-05T10:00:00+02:00'),
        created_at: new Date('2025-09-20T10:00:00+02:00'),
      }),
    ]);
    const file = await download('Descargar reporte completo CSV');
    expect(file.name).toBe('reporte_completo_2025-10-16_00-30.csv');
    expect(csvLines(file.text)).toEqual([
      'Nombre,Apellidos,Email,Teléfono,Empresa,Cargo,Especialidad,País,Ciudad,Sociedad,Plan,Acceso,Pago,Patrocinador,Archivado,Fecha de registro',
      'Luis,Pérez,luis@example.com,"\'+34 600111222","Hospital Sant Joan de Déu, Barcelona",Adjunto,Neonatología,España,Barcelona,,Patrocinado Presencial,Aprobado,No aplica,Laboratorios Demo,,02/10/2025',
      `Pilar,Núñez,pilar@example.com,,"'=HYPERLINK(""http://x"")",,Gastroenterología,Argentina,,Ambas,Socio,Pendiente,No aplica,,05/10/2025,20/09/2025`,
    ]);
  });
});

describe('/admin/reports: registrations that cannot be read', () => {
  it('shows the "Error al cargar los datos del reporte" toast and says why', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    jest
      .mocked(registrationsModule.useRegistrations)
      .mockReturnValue({ status: 'error', reason: 'unavailable' });
    await renderRoute('/admin/reports');
    expect(await findToast('Error al cargar los datos del reporte')).toHaveTextContent(
      'No hay conexión con el servidor. Se reintentará automáticamente.',
    );
    expect(screen.queryByRole('button', { name: 'Descargar resumen CSV' })).not.toBeInTheDocument();
  });
});
