import { screen, within, waitFor } from '@testing-library/react';
import { listeners, makeCertificate, setCertificate } from '../dataFakes';
import { renderRoute } from '../renderRoute';

const NOW = new Date('2026-03-02T10:00:00+01:00');

/** The definition list's terms with their values. */
function details(): [string, string][] {
  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  return terms.map((term, i) => [term.textContent ?? '', values[i].textContent ?? '']);
}

describe('/verify-certificate/:code', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a valid certificate to anyone, signed out too', async () => {
    setCertificate(makeCertificate());
    const { location } = await renderRoute('/verify-certificate/ABCD-EFGH-JKMN');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verificación de certificado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Certificado válido')).toBeInTheDocument();
    expect(details()).toEqual([
      ['Titular', 'Ana García'],
      ['Certificado', 'Certificado de participación'],
      ['Curso', 'Curso de Enfermedad Inflamatoria Intestinal Pediátrica 2025'],
      ['Fecha del curso', '7 de noviembre de 2025'],
      ['Horas lectivas', '40'],
      ['Emitido el', '10 de noviembre de 2025'],
      ['Válido hasta', '10 de noviembre de 2028'],
      ['Código', 'ABCD-EFGH-JKMN'],
    ]);
    await waitFor(() => expect(location()).toBe('/verify-certificate/ABCD-EFGH-JKMN'));
  });

  it('reads a code typed in lower case with spaces as the code it is', async () => {
    setCertificate(makeCertificate());
    await renderRoute('/verify-certificate/%20abcd-efgh-jkmn%20');
    expect(listeners.certificate).toHaveBeenCalledWith('ABCD-EFGH-JKMN');
    expect(screen.getByText('Certificado válido')).toBeInTheDocument();
  });

  it('says a certificate past its validity has expired', async () => {
    setCertificate(
      makeCertificate({
        issued_at: new Date('2022-11-10T12:00:00+01:00'),
        valid_until: new Date('2025-11-10T12:00:00+01:00'),
      }),
    );
    await renderRoute('/verify-certificate/ABCD-EFGH-JKMN');
    expect(screen.getByText('Certificado caducado')).toBeInTheDocument();
    expect(screen.queryByText('Certificado válido')).not.toBeInTheDocument();
    const [, validUntil] = details().find(([term]) => term === 'Válido hasta')!;
    expect(validUntil).toBe('10 de noviembre de 2025');
  });

  it('says when no certificate has the code', async () => {
    await renderRoute('/verify-certificate/ZZZZ-ZZZZ-ZZZZ');
    expect(
      screen.getByText('No existe ningún certificado con el código ZZZZ-ZZZZ-ZZZZ.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('refuses a code that cannot be one, without reading anything', async () => {
    await renderRoute('/verify-certificate/hola');
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText('El código hola no tiene el formato de un código de verificación.'),
    ).toBeInTheDocument();
    expect(listeners.certificate).not.toHaveBeenCalled();
  });
});
