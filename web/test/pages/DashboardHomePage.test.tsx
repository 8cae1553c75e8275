import { act, screen, within } from '@testing-library/react';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { makeSession, setProfile, setSessions, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';

const countdown = () => screen.getByRole('region', { name: 'Cuenta atrás para el curso' });
const figure = (label: string) => screen.getByRole('region', { name: label });

const SECOND = 1000;
const DAY = 86_400 * SECOND;
/** That long before the edition's opening talk, the countdown's target. */
const beforeOpening = (ms: number) => new Date(currentEdition.countdown_target.getTime() - ms);

async function renderAt(now: Date | string) {
  jest.useFakeTimers({ now: new Date(now) });
  signedIn();
  setProfile({ access_status: 'aprobado' });
  return await renderRoute('/dashboard', { fakeTimers: true });
}

describe('/dashboard welcome', () => {
  afterEach(() => jest.useRealTimers());

  it("counts down to the edition's opening talk, every second", async () => {
    await renderAt(beforeOpening(2 * DAY + (3_600 + 60 + 30) * SECOND));
    expect(countdown()).toHaveTextContent('02días01horas01min30s');
    act(() => jest.advanceTimersByTime(1000));
    expect(countdown()).toHaveTextContent('02días01horas01min29s');
    act(() => jest.advanceTimersByTime(29_000));
    expect(countdown()).toHaveTextContent('02días01horas01min00s');
  });

  it('says the course is under way once it has started', async () => {
    await renderAt(beforeOpening(SECOND));
    expect(countdown()).toHaveTextContent('00días00horas00min01s');
    act(() => jest.advanceTimersByTime(1000));
    expect(
      within(countdown()).getByText('El curso está en marcha. ¡Únete a las sesiones en directo!'),
    ).toBeInTheDocument();
  });

  it('says the course is over once the edition ends', async () => {
    await renderAt(currentEdition.ends_at);
    expect(
      within(countdown()).getByText('El curso ha finalizado. Gracias por participar.'),
    ).toBeInTheDocument();
  });

  it('shows the default figures when there are no sessions', async () => {
    await renderAt(beforeOpening(4 * DAY));
    expect(figure('Sesiones')).toHaveTextContent('8');
    expect(figure('Participantes')).toHaveTextContent('300+');
    const sponsors = figure('Patrocinadores');
    expect(sponsors).toHaveTextContent(String(currentEdition.sponsors.length));
    for (const { name } of currentEdition.sponsors) expect(sponsors).toHaveTextContent(name);
    expect(screen.getByText('No hay sesiones en directo en este momento.')).toBeInTheDocument();
    expect(screen.getByText('No hay sesiones programadas.')).toBeInTheDocument();
  });

  it('shows up to 2 live and 3 upcoming sessions and counts them all', async () => {
    const hour = (h: number) => new Date(`2025-11-07T${String(h).padStart(2, '0')}:00:00+01:00`);
    setSessions([
      makeSession({ id: 'l1', session_title: 'Directo 1', status: 'live', start_time: hour(9) }),
      makeSession({ id: 'l2', session_title: 'Directo 2', status: 'live', start_time: hour(10) }),
      makeSession({ id: 'l3', session_title: 'Directo 3', status: 'live', start_time: hour(11) }),
      makeSession({ id: 'u1', session_title: 'Próxima 1', start_time: hour(13) }),
      makeSession({ id: 'u2', session_title: 'Próxima 2', start_time: hour(14) }),
      makeSession({ id: 'u3', session_title: 'Próxima 3', start_time: hour(15) }),
      makeSession({ id: 'u4', session_title: 'Próxima 4', start_time: hour(16) }),
    ]);
    await renderAt('2025-11-07T12:00:00+01:00');
    const liveNow = screen.getByRole('region', { name: 'En directo ahora' });
    expect(
      within(liveNow)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Directo 1'), expect.stringContaining('Directo 2')]);
    const upcoming = screen.getByRole('region', { name: 'Próximas sesiones' });
    expect(within(upcoming).getAllByRole('article')).toHaveLength(3);
    expect(within(upcoming).queryByText('Próxima 4')).not.toBeInTheDocument();
    expect(figure('Sesiones')).toHaveTextContent('7');
  });
});
