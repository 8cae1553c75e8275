import { act, screen, within } from '@testing-library/react';
import type { DownloadCertificateResponse, SessionAttendance, SessionKind } from '@curso/common';
import { serverRefusal } from '../callableError';
import {
  api,
  makeAccreditation,
  pushAccreditation,
  setAccreditation,
  setProfile,
  signedIn,
  viewingAsAttendee,
} from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';

const PATH = '/dashboard/accreditation';
const card = (title: string) => screen.getByRole('article', { name: title });

/** One session of the record, scheduled for an hour; 48 minutes (80 %) make it count. */
function attended(title: string, kind: SessionKind | null, minutes: number): SessionAttendance {
  return { session_title: title, kind, minutes, scheduled_minutes: 60, counted: minutes >= 48 };
}

/** `count` main sessions attended in full, plus `extra` sessions. */
function sessions(count: number, extra: Record<string, SessionAttendance> = {}) {
  const main = Array.from({ length: count }, (_, i) => [
    `main-${i + 1}`,
    attended(`Sesión ${String(i + 1).padStart(2, '0')}`, 'main', 60),
  ]);
  return { ...Object.fromEntries(main), ...extra };
}

const roundTable = { 'mesa-1': attended('Mesa redonda de casos', 'round_table', 50) };

async function openPage() {
  signedIn();
  setProfile({ access_status: 'aprobado' });
  return await renderRoute(PATH);
}

/** jsdom's Blob has no `text()`; FileReader reads it as a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('/dashboard/accreditation', () => {
  it('starts every requirement at zero before anything is attended', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Acreditación' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso total' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(within(card('Sesiones principales')).getByText('0 de 8')).toBeInTheDocument();
    expect(within(card('Mesa redonda')).getByText('0 de 1')).toBeInTheDocument();
    expect(
      screen.getByText('Todavía no consta tu asistencia a ninguna sesión.'),
    ).toBeInTheDocument();
    for (const title of ['Certificado de participación', 'Certificado de competencia']) {
      expect(
        within(card(title)).getByText('Disponible al completar los requisitos'),
      ).toBeInTheDocument();
      expect(within(card(title)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('counts the programme sessions attended for at least 80% of their time', async () => {
    setAccreditation(
      makeAccreditation({
        sessions: sessions(3, {
          'main-short': attended('Sesión breve', 'main', 30),
          // Still running: its minutes grow until it ends, so it is not judged yet.
          'main-live': { ...attended('Sesión en directo', 'main', 10), live: true },
          // Attended in full, but a welcome does not count towards accreditation.
          welcome: attended('Bienvenida', null, 60),
          ...roundTable,
        }),
      }),
    );
    await openPage();

    const main = card('Sesiones principales');
    expect(within(main).getByText('3 de 8')).toBeInTheDocument();
    expect(within(main).getByText('En curso')).toBeInTheDocument();
    expect(within(main).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
    const table = card('Mesa redonda');
    expect(within(table).getByText('1 de 1')).toBeInTheDocument();
    expect(within(table).getByText('Completado')).toBeInTheDocument();
    // (3 + 1 + 0) of (8 + 1 + 1)
    expect(screen.getByRole('progressbar', { name: 'Progreso total' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(
      screen.getByText(
        'Una sesión cuenta cuando asistes al menos al 80% de su duración programada.',
      ),
    ).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Tu asistencia' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Bienvenida60 de 60 minNo cuenta',
      'Mesa redonda de casos50 de 60 minCuenta',
      'Sesión 0160 de 60 minCuenta',
      'Sesión 0260 de 60 minCuenta',
      'Sesión 0360 de 60 minCuenta',
      'Sesión breve30 de 60 minNo cuenta',
      'Sesión en directo10 de 60 minEn directo',
    ]);
  });

  it('marks the exam as sample data, and only the exam', async () => {
    await openPage();
    const note = 'Dato de ejemplo: el examen todavía no está disponible en la plataforma.';
    const exam = card('Examen final');
    expect(within(exam).getByText(note)).toBeInTheDocument();
    expect(within(exam).getByText('0 de 1')).toBeInTheDocument();
    expect(within(exam).getByText(/nota mínima del 70%/)).toBeInTheDocument();
    expect(screen.getAllByText(note)).toHaveLength(1);
  });

  it('follows the record as new attendance arrives', async () => {
    setAccreditation(makeAccreditation({ sessions: sessions(7, roundTable) }));
    await openPage();
    expect(within(card('Sesiones principales')).getByText('7 de 8')).toBeInTheDocument();
    expect(
      within(card('Certificado de participación')).queryByRole('button'),
    ).not.toBeInTheDocument();

    pushAccreditation(makeAccreditation({ sessions: sessions(8, roundTable) }));
    expect(within(card('Sesiones principales')).getByText('8 de 8')).toBeInTheDocument();
    expect(
      within(card('Certificado de participación')).getByRole('button', {
        name: 'Descargar certificado',
      }),
    ).toBeEnabled();
  });

  it.each([
    ['Certificado de participación', 'Participación', '40 horas lectivas'],
    ['Certificado de competencia', 'Competencia', '50 horas lectivas'],
  ])('describes the %s', async (title, type, hours) => {
    await openPage();
    expect(within(card(title)).getByText(type)).toBeInTheDocument();
    expect(within(card(title)).getByText(hours)).toBeInTheDocument();
    expect(within(card(title)).getByText('Validez: 3 años')).toBeInTheDocument();
  });

  describe('certificates', () => {
    beforeEach(() => {
      setAccreditation(makeAccreditation({ sessions: sessions(8, roundTable) }));
    });

    it('offers the participation certificate once attendance meets it, never the competence one', async () => {
      await openPage();
      const participation = card('Certificado de participación');
      expect(within(participation).getByText('Disponible')).toBeInTheDocument();
      expect(
        within(participation).getByRole('button', { name: 'Descargar certificado' }),
      ).toBeEnabled();
      // The exam is still the sample's "0 de 1".
      const competence = card('Certificado de competencia');
      expect(
        within(competence).getByText('Disponible al completar los requisitos'),
      ).toBeInTheDocument();
      expect(within(competence).queryByRole('button')).not.toBeInTheDocument();
    });

    it("downloads the PDF the function answers, under the function's file name", async () => {
      const blobs: Blob[] = [];
      URL.createObjectURL = jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:certificate';
      });
      URL.revokeObjectURL = jest.fn();
      const clicked: HTMLAnchorElement[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this);
      });
      let answer!: (response: DownloadCertificateResponse) => void;
      api.downloadCertificate.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const { user } = await openPage();
      const participation = card('Certificado de participación');

      await user.click(
        within(participation).getByRole('button', { name: 'Descargar certificado' }),
      );
      expect(api.downloadCertificate).toHaveBeenCalledWith({ type: 'participation' });
      expect(within(participation).getByRole('button', { name: 'Generando…' })).toBeDisabled();

      await act(async () =>
        answer({
          code: 'ABCD-EFGH-JKMN',
          fileName: 'certificado-participation-ABCD-EFGH-JKMN.pdf',
          pdfBase64: btoa('%PDF-1.7 certificado'),
        }),
      );
      expect(await findToast('Certificado descargado')).toHaveTextContent(
        'Código de verificación: ABCD-EFGH-JKMN',
      );
      expect(clicked).toHaveLength(1);
      expect(clicked[0].download).toBe('certificado-participation-ABCD-EFGH-JKMN.pdf');
      expect(blobs[0].type).toBe('application/pdf');
      expect(await readText(blobs[0])).toBe('%PDF-1.7 certificado');
      expect(
        within(participation).getByRole('button', { name: 'Descargar certificado' }),
      ).toBeEnabled();
    });

    it("shows the server's reason when the certificate is refused", async () => {
      api.downloadCertificate.mockRejectedValue(serverRefusal('certificate-not-met'));
      const { user } = await openPage();
      const participation = card('Certificado de participación');
      await user.click(
        within(participation).getByRole('button', { name: 'Descargar certificado' }),
      );
      expect(await findToast('No se pudo generar el certificado')).toHaveTextContent(
        'Aún no cumples los requisitos de este certificado.',
      );
      expect(
        within(participation).getByRole('button', { name: 'Descargar certificado' }),
      ).toBeEnabled();
    });

    it('shows the verification code of an issued certificate', async () => {
      setAccreditation(
        makeAccreditation({
          sessions: sessions(8, roundTable),
          certificates: {
            participation: {
              code: 'ABCD-EFGH-JKMN',
              issued_at: new Date('2025-11-10T12:00:00+01:00'),
            },
          },
        }),
      );
      await openPage();
      expect(
        within(card('Certificado de participación')).getByText(
          'Código de verificación: ABCD-EFGH-JKMN',
        ),
      ).toBeInTheDocument();
      expect(
        within(card('Certificado de competencia')).queryByText(/Código de verificación/),
      ).not.toBeInTheDocument();
    });

    it("shows an administrator viewing as the attendee their progress, but no download of the administrator's own", async () => {
      setAccreditation(makeAccreditation({ id: 'user-2', sessions: sessions(8, roundTable) }));
      setAccreditation(makeAccreditation({ id: 'user-1', sessions: {} }));
      viewingAsAttendee({ access_status: 'aprobado', payment_status: 'completed' });
      await renderRoute(PATH);
      expect(within(card('Sesiones principales')).getByText('8 de 8')).toBeInTheDocument();
      expect(
        within(card('Certificado de participación')).getByRole('button', {
          name: 'Descargar certificado',
        }),
      ).toBeDisabled();
    });
  });
});
