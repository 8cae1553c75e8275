import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverRefusal } from '../callableError';
import { api, setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { captureDownloads } from '../downloads';
import { findToast } from '../toasts';
import { currentEdition, finishedEdition } from '../../../common/test/fixtures/editions';

const certificate = {
  code: '7KQ2-M9TX-4HVB',
  edition_id: finishedEdition.id,
  type: 'participation' as const,
  title: 'Certificado de participación',
  course_title: finishedEdition.title,
  hours: 40,
  issued_at: new Date('2025-11-08T12:00:00Z'),
};

/** Approved and certified in the finished edition, not registered in the current one. */
function returningAttendee() {
  signedIn();
  setProfile({
    edition_id: finishedEdition.id,
    plan_name: 'online',
    access_status: 'aprobado',
    payment_status: 'completed',
    city: 'Bilbao',
    country: 'ES',
    earlier_certificates: [certificate],
  });
}

describe('a returning attendee', () => {
  it('is sent from the dashboard to register for the current edition', async () => {
    returningAttendee();
    const { location } = await renderRoute('/dashboard');
    await waitFor(() => expect(location()).toBe('/register-again'));
    expect(
      await screen.findByRole('heading', { name: `Inscríbete en ${currentEdition.short_title}` }),
    ).toBeVisible();
  });

  it('registers in one step with their data filled in, and goes on to pay', async () => {
    returningAttendee();
    api.registerForEdition.mockResolvedValue({ success: true });
    const { location } = await renderRoute('/register-again');
    const user = userEvent.setup();

    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByLabelText(/^Ciudad/)).toHaveValue('Bilbao');
    await user.click(screen.getByLabelText('Acepto los términos y condiciones'));
    await user.click(screen.getByLabelText('Acepto la política de privacidad'));
    await user.click(screen.getByRole('button', { name: 'Confirmar inscripción' }));

    await waitFor(() => expect(location()).toMatch(/^\/payment\?/));
    expect(api.registerForEdition).toHaveBeenCalledWith(
      expect.objectContaining({ plan: 'online', firstName: 'Ana', city: 'Bilbao' }),
    );
    expect(api.registerForEdition.mock.calls[0][0]).not.toHaveProperty('email');
  });

  it('without the consents gets the specification’s message and nothing is sent', async () => {
    returningAttendee();
    await renderRoute('/register-again');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar inscripción' }));
    expect(
      await findToast('Debes aceptar los términos y condiciones y la política de privacidad'),
    ).toBeVisible();
    expect(api.registerForEdition).not.toHaveBeenCalled();
  });

  it('sees a refusal as a Spanish notice and stays', async () => {
    returningAttendee();
    api.registerForEdition.mockRejectedValue(serverRefusal('plan-full', 'resource-exhausted'));
    const { location } = await renderRoute('/register-again');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Acepto los términos y condiciones'));
    await user.click(screen.getByLabelText('Acepto la política de privacidad'));
    await user.click(screen.getByRole('button', { name: 'Confirmar inscripción' }));
    expect(await findToast('Plazas agotadas')).toBeVisible();
    expect(location()).toBe('/register-again');
  });

  it('keeps their earlier certificates at hand, downloadable by code', async () => {
    returningAttendee();
    api.downloadCertificate.mockResolvedValue({
      code: certificate.code,
      fileName: 'certificado.pdf',
      pdfBase64: Buffer.from('%PDF-1.7').toString('base64'),
    });
    const downloads = captureDownloads();
    await renderRoute('/register-again');
    const user = userEvent.setup();
    const earlier = await screen.findByRole('region', {
      name: 'Certificados de ediciones anteriores',
    });
    expect(within(earlier).getByText(/Código de verificación: 7KQ2-M9TX-4HVB/)).toBeVisible();
    await user.click(within(earlier).getByRole('button', { name: 'Descargar certificado' }));
    expect(api.downloadCertificate).toHaveBeenCalledWith({
      type: 'participation',
      code: certificate.code,
    });
    await waitFor(async () => expect(await downloads.saved()).toHaveLength(1));
  });
});
