import { act, screen, waitFor, within } from '@testing-library/react';
import { editionDatesWithWeekday, editionSchedule, es, EVENT } from '@curso/common';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { api, pushProfile, setProfile, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';

const PATH = '/success?session_id=cs_test_1&plan=online';
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('/success', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells a signed-in attendee who arrives without a checkout reference to contact support', async () => {
    signedIn();
    await renderRoute('/success?plan=online', { fakeTimers: true });
    expect(screen.getByText(es.success.otherProblem)).toBeInTheDocument();
    expect(screen.queryByText(es.success.confirming)).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in again', async () => {
    await renderRoute(PATH, { fakeTimers: true });
    expect(
      screen.getByText('No se pudo identificar el usuario. Por favor, inicia sesión nuevamente.'),
    ).toBeInTheDocument();
  });

  it('waits for the webhook-confirmed profile, then goes to the dashboard after 3 s', async () => {
    signedIn();
    setProfile({ payment_status: 'pending', access_status: 'pendiente_aprobacion' });
    const { location } = await renderRoute(PATH, { fakeTimers: true });
    expect(screen.getByText('Estamos confirmando tu pago...')).toBeInTheDocument();

    await advance(10_000);
    pushProfile({ payment_status: 'completed', access_status: 'pendiente_aprobacion' });
    expect(screen.getByText('Estamos confirmando tu pago...')).toBeInTheDocument();

    pushProfile({ payment_status: 'completed', access_status: 'aprobado' });
    expect(await findToast('¡Pago exitoso!')).toBeInTheDocument();
    await advance(2_999);
    await waitFor(() => expect(location()).toBe(PATH));
    await advance(1);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('sends a confirmed administrator to /admin', async () => {
    signedIn({ isAdmin: true });
    setProfile({ payment_status: 'completed', access_status: 'aprobado' });
    const { location } = await renderRoute(PATH, { fakeTimers: true });
    expect(screen.getByRole('link', { name: 'Ir a administración' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await advance(3_000);
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('warns when the confirmation does not arrive', async () => {
    signedIn();
    setProfile({ payment_status: 'pending' });
    const { location } = await renderRoute(PATH, { fakeTimers: true });
    await advance(60_000);
    expect(
      screen.getByText(
        'El pago fue exitoso pero hubo un problema actualizando tu estado. Contacta con soporte si no tienes acceso.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(PATH));
  });
});

describe('/success event summary', () => {
  it.each([
    ['presencial', `${currentEdition.venue.name}, ${currentEdition.venue.city}`],
    ['online', EVENT.onlineVenue],
  ])(
    "shows the edition's title, day and hours, and for %s where to follow it",
    async (plan, place) => {
      signedIn();
      setProfile({ payment_status: 'pending' });
      await renderRoute(`/success?session_id=cs_test_1&plan=${plan}`);
      const summary = screen.getByRole('region', { name: 'Resumen del evento' });
      for (const text of [
        currentEdition.title,
        editionDatesWithWeekday(currentEdition),
        editionSchedule(currentEdition),
        place,
      ]) {
        expect(within(summary).getByText(text)).toBeInTheDocument();
      }
    },
  );
});

/** jsdom's Blob has no `text()`; FileReader reads it as a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('/success calendar', () => {
  it('downloads the course calendar from the device', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    signedIn();
    setProfile({ payment_status: 'pending' });
    const { user } = await renderRoute('/success?session_id=cs_test_1&plan=presencial');

    await user.click(screen.getByRole('button', { name: 'Descargar calendario' }));
    expect(await findToast('Calendario descargado')).toBeInTheDocument();
    expect(clicked[0].download).toBe(currentEdition.calendar_file_name);
    const ics = await readText(blobs[0]);
    const utc = currentEdition.starts_at.toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain(`DTSTART:${utc}`);
    expect(ics).toContain(`LOCATION:${currentEdition.venue.name}\\, ${currentEdition.venue.city}`);
    expect(api.createPayment).not.toHaveBeenCalled();
  });
});
