import { act, screen, within } from '@testing-library/react';
import {
  failSessions,
  listeners,
  makeVideowallEntry,
  makeProfile,
  makeSession,
  setVideowall,
  setProfile,
  setSessions,
  signedIn,
} from '../dataFakes';
import { renderPage } from '../renderPage';
import { renderRoute } from '../renderRoute';
import { LiveSessionsPage } from '../../src/pages/dashboard/LiveSessionsPage';
import * as zoomSessionsModule from '../../src/data/zoomSessions';

const NOW = new Date('2025-11-07T10:00:00+01:00');
const at = (time: string) => new Date(`2025-11-07T${time}+01:00`);

const live = makeSession({
  id: 'live-1',
  session_title: 'Inauguración',
  session_description: 'Bienvenida de las sociedades.',
  status: 'live',
  start_time: at('09:00:00'),
  end_time: at('10:30:00'),
  participant_count: 12,
  max_participants: 500,
  join_url: 'https://zoom.example.com/j/live-1',
  registration_url: 'https://zoom.example.com/webinar/register/live-1',
});
const upcoming = makeSession({
  id: 'upcoming-1',
  session_title: 'Mesa redonda',
  session_type: 'meeting',
  status: 'scheduled',
  start_time: at('12:00:00'),
  end_time: at('13:15:00'),
});
const startingSoon = makeSession({
  id: 'soon-1',
  session_title: 'Nutrición enteral',
  status: 'scheduled',
  start_time: at('10:00:20'),
  end_time: at('11:00:00'),
});
const startedUnmarked = makeSession({
  id: 'late-1',
  session_title: 'Sesión sin iniciar',
  status: 'scheduled',
  start_time: at('09:30:00'),
});
const past = makeSession({
  id: 'past-1',
  session_title: 'Taller previo',
  status: 'completed',
  start_time: new Date('2025-10-31T16:00:00+01:00'),
  end_time: new Date('2025-10-31T17:30:00+01:00'),
  participant_count: 40,
});

const card = (title: string) => screen.getByRole('article', { name: title });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('/dashboard/live', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    signedIn();
    setProfile({ access_status: 'aprobado' });
  });
  afterEach(() => jest.useRealTimers());

  it('shows live sessions with their details, videowall and a join link', async () => {
    setSessions([past, upcoming, live]);
    setVideowall('live-1', [makeVideowallEntry({ id: 'p1', participant_name: 'Dra. Elena Ruiz' })]);
    await renderRoute('/dashboard/live', { fakeTimers: true });

    expect(tab('En Vivo')).toHaveAttribute('aria-selected', 'true');
    const session = card('Inauguración');
    expect(within(session).getByText('Bienvenida de las sociedades.')).toBeInTheDocument();
    expect(within(session).getByText('Webinar')).toBeInTheDocument();
    expect(
      within(session).getByText('viernes 7 de noviembre de 2025 · 09:00 – 10:30'),
    ).toBeInTheDocument();
    expect(within(session).getByText('12 participantes · Aforo: 500')).toBeInTheDocument();
    // Names only: an attendee never sees another participant's email.
    expect(within(session).getByText('Dra. Elena Ruiz · Ponente')).toBeInTheDocument();
    expect(within(session).queryByText(/@/)).not.toBeInTheDocument();
    expect(within(session).getByRole('link', { name: 'Unirse a la sesión' })).toHaveAttribute(
      'href',
      'https://zoom.example.com/j/live-1',
    );
    expect(within(session).getByRole('link', { name: 'Inscribirse en la sesión' })).toHaveAttribute(
      'href',
      'https://zoom.example.com/webinar/register/live-1',
    );
    expect(screen.queryByRole('article', { name: 'Mesa redonda' })).not.toBeInTheDocument();
    // The videowall listener is opened for the live session only.
    expect(listeners.featuredParticipants.mock.calls.map(([id]) => id)).toEqual(
      expect.arrayContaining(['live-1']),
    );
    expect(listeners.featuredParticipants.mock.calls.every(([id]) => id === 'live-1')).toBe(true);
  });

  it('lists only scheduled sessions still ahead under Próximas, re-sorted as time passes', async () => {
    setSessions([upcoming, startingSoon, startedUnmarked, live, past]);
    const { user } = await renderRoute('/dashboard/live', { fakeTimers: true });

    await user.click(tab('Próximas'));
    expect(card('Mesa redonda')).toBeInTheDocument();
    expect(within(card('Mesa redonda')).getByText('Reunión')).toBeInTheDocument();
    expect(card('Nutrición enteral')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sesión sin iniciar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Inauguración' })).not.toBeInTheDocument();

    // Its start passes: 30 s later the tab drops it without any new data.
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.queryByRole('article', { name: 'Nutrición enteral' })).not.toBeInTheDocument();
    expect(card('Mesa redonda')).toBeInTheDocument();
  });

  it('lists completed sessions under Anteriores, without a way in', async () => {
    setSessions([upcoming, live, past]);
    const { user } = await renderRoute('/dashboard/live', { fakeTimers: true });
    await user.click(tab('Anteriores'));
    const session = card('Taller previo');
    expect(within(session).getByText('40 participantes')).toBeInTheDocument();
    expect(within(session).queryByRole('link')).not.toBeInTheDocument();
    expect(within(session).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when a tab is empty', async () => {
    setSessions([past]);
    const { user } = await renderRoute('/dashboard/live', { fakeTimers: true });
    expect(screen.getByText('No hay sesiones en directo en este momento.')).toBeInTheDocument();
    await user.click(tab('Próximas'));
    expect(screen.getByText('No hay sesiones programadas próximamente.')).toBeInTheDocument();
  });

  it.each([
    ['permission-denied', 'No tienes permiso para ver estos datos.'],
    ['unavailable', 'No hay conexión con el servidor. Se reintentará automáticamente.'],
    ['missing-index', 'Esta consulta necesita un índice de la base de datos'],
  ] as const)('says why the sessions stopped: %s', async (reason, text) => {
    failSessions(reason);
    await renderRoute('/dashboard/live', { fakeTimers: true });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});

describe('session access', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    setSessions([live, upcoming]);
  });
  afterEach(() => jest.useRealTimers());

  it('restricts joining for an account that is not approved', () => {
    signedIn();
    renderPage(<LiveSessionsPage />, makeProfile({ access_status: 'pendiente_aprobacion' }));
    const session = card('Inauguración');
    expect(within(session).getByRole('button', { name: 'Acceso restringido' })).toBeDisabled();
    expect(
      within(session).getByText('Tu cuenta debe estar aprobada para acceder a las sesiones'),
    ).toBeInTheDocument();
    expect(within(session).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the attendee\u2019s personal Zoom link once they are registered in the webinar', () => {
    signedIn();
    jest
      .mocked(zoomSessionsModule.usePersonalJoinUrl)
      .mockImplementation((sessionId, uid) =>
        sessionId === 'live-1' && uid === 'user-1'
          ? 'https://zoom.example.com/w/live-1?tk=ana'
          : null,
      );
    renderPage(<LiveSessionsPage />, makeProfile({ access_status: 'aprobado' }));
    expect(
      within(card('Inauguración')).getByRole('link', { name: 'Unirse a la sesión' }),
    ).toHaveAttribute('href', 'https://zoom.example.com/w/live-1?tk=ana');
  });

  it('lets an administrator join without an attendee profile', () => {
    signedIn({ isAdmin: true });
    renderPage(<LiveSessionsPage />, null);
    expect(
      within(card('Inauguración')).getByRole('link', { name: 'Unirse a la sesión' }),
    ).toBeInTheDocument();
  });
});
