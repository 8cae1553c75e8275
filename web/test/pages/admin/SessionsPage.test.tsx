import { act, fireEvent, screen, within } from '@testing-library/react';
import { api, makeSession, setSessions, signedIn } from '../../dataFakes';
import { callableError } from '../../callableError';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

const rows = () => screen.getAllByRole('row').slice(1);
const row = (title: string) => rows().find((r) => within(r).queryByText(title)) as HTMLElement;
const cells = (title: string) =>
  within(row(title))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

const scheduled = makeSession({
  id: 'apertura',
  session_title: 'Apertura',
  session_type: 'webinar',
  status: 'scheduled',
  start_time: new Date('2025-11-07T09:00:00+01:00'),
  end_time: new Date('2025-11-07T10:30:00+01:00'),
  participant_count: 12,
  max_participants: 100,
});
const live = makeSession({
  id: 'taller',
  session_title: 'Taller',
  session_type: 'meeting',
  status: 'live',
  start_time: new Date('2025-11-08T16:00:00+01:00'),
  end_time: new Date('2025-11-08T17:00:00+01:00'),
  participant_count: 3,
  max_participants: 20,
});
const past = makeSession({
  id: 'cierre',
  session_title: 'Cierre',
  status: 'completed',
  start_time: new Date('2025-11-06T18:00:00+01:00'),
  end_time: null,
  participant_count: 40,
  max_participants: null,
});

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setSessions([scheduled, live, past]);
  const view = renderRoute('/admin/sessions');
  await screen.findByRole('grid');
  return view;
}

describe('/admin/sessions', () => {
  it('is the sidebar entry between Gestión de Emails and Logs de Auditoría', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Sesiones' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Secciones de administración' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(-3)).toEqual(['Gestión de Emails', 'Sesiones', 'Logs de Auditoría']);
  });

  it('lists every session with its type, status, times and participants', async () => {
    await openPage();
    expect(rows().map((r) => within(r).getAllByRole('gridcell')[0].textContent)).toEqual([
      'Cierre',
      'Apertura',
      'Taller',
    ]);
    expect(cells('Apertura').slice(0, 6)).toEqual([
      'Apertura',
      'Webinar',
      'Programada',
      '07/11/2025 09:00',
      '07/11/2025 10:30',
      '12 / 100',
    ]);
    expect(cells('Taller').slice(0, 6)).toEqual([
      'Taller',
      'Reunión',
      'En directo',
      '08/11/2025 16:00',
      '08/11/2025 17:00',
      '3 / 20',
    ]);
    expect(cells('Cierre').slice(0, 6)).toEqual([
      'Cierre',
      'Webinar',
      'Finalizada',
      '06/11/2025 18:00',
      '',
      '40',
    ]);
  });

  it('offers Iniciar before a session runs and Finalizar only while it does', async () => {
    await openPage();
    const button = (title: string, name: string) =>
      within(row(title)).getByRole('button', { name });
    expect(button('Apertura', 'Iniciar')).toBeEnabled();
    expect(button('Apertura', 'Finalizar')).toBeDisabled();
    expect(button('Taller', 'Iniciar')).toBeDisabled();
    expect(button('Taller', 'Finalizar')).toBeEnabled();
    expect(button('Cierre', 'Iniciar')).toBeDisabled();
    expect(button('Cierre', 'Finalizar')).toBeDisabled();
  });

  it('starts a scheduled session', async () => {
    const { user } = await openPage();
    api.manageZoomSession.mockResolvedValue({ status: 'live' });
    await user.click(within(row('Apertura')).getByRole('button', { name: 'Iniciar' }));
    expect(api.manageZoomSession).toHaveBeenCalledWith({ sessionId: 'apertura', action: 'start' });
    expect(await findToast('Webinar iniciado')).toHaveTextContent('En directo');
  });

  it('stops a live session once confirmed', async () => {
    const { user } = await openPage();
    api.manageZoomSession.mockResolvedValue({ status: 'completed' });
    await user.click(within(row('Taller')).getByRole('button', { name: 'Finalizar' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar webinar' });
    expect(dialog).toHaveTextContent('¿Finalizar «Taller»?');
    expect(api.manageZoomSession).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(api.manageZoomSession).toHaveBeenCalledWith({ sessionId: 'taller', action: 'stop' });
    expect(await findToast('Webinar finalizado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets a status from the row', async () => {
    const { user } = await openPage();
    api.manageZoomSession.mockResolvedValue({ status: 'completed' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estado de Apertura' }),
      'Finalizada',
    );
    expect(api.manageZoomSession).toHaveBeenCalledWith({
      sessionId: 'apertura',
      action: 'update_status',
      status: 'completed',
    });
    expect(await findToast('Estado actualizado')).toHaveTextContent('Finalizada');
  });

  it("shows the server's reason when an operation fails", async () => {
    const { user } = await openPage();
    api.manageZoomSession.mockRejectedValue(
      callableError('unavailable', 'Zoom no respondió. Inténtalo de nuevo.'),
    );
    await user.click(within(row('Apertura')).getByRole('button', { name: 'Iniciar' }));
    expect(await findToast('Error en la operación')).toHaveTextContent(
      'Zoom no respondió. Inténtalo de nuevo.',
    );
  });

  it('lists who is in a session, and reads again on Actualizar', async () => {
    const { user } = await openPage();
    api.manageZoomSession.mockResolvedValueOnce({
      status: 'live',
      participants: [
        { name: 'Ana García', email: 'ana@example.com', joinTime: '2025-11-08T15:05:00Z' },
        { name: 'Invitado', email: null, joinTime: null },
      ],
    });
    await user.click(within(row('Taller')).getByRole('button', { name: 'Participantes' }));
    const dialog = screen.getByRole('dialog', { name: 'Participantes de Taller' });
    expect(await within(dialog).findByText('Ana García')).toBeInTheDocument();
    expect(api.manageZoomSession).toHaveBeenCalledWith({
      sessionId: 'taller',
      action: 'get_participants',
    });
    const lines = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(lines).toEqual([
      ['Ana García', 'ana@example.com', '08/11/2025 16:05'],
      ['Invitado', 'N/A', 'N/A'],
    ]);

    api.manageZoomSession.mockResolvedValueOnce({ status: 'live', participants: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    expect(
      await within(dialog).findByText('No hay participantes conectados en este momento.'),
    ).toBeInTheDocument();
    expect(api.manageZoomSession).toHaveBeenCalledTimes(2);
  });

  describe('Nuevo webinar', () => {
    async function openDialog() {
      const view = await openPage();
      await view.user.click(screen.getByRole('button', { name: 'Nuevo webinar' }));
      const dialog = screen.getByRole('dialog', { name: 'Nuevo webinar' });
      const field = (name: RegExp) => within(dialog).getByLabelText(name);
      return { ...view, dialog, field };
    }

    it('refuses an end before the start, without calling the function', async () => {
      const { user, dialog, field } = await openDialog();
      await user.type(field(/^Título/), 'Casos clínicos');
      fireEvent.change(field(/^Inicio/), { target: { value: '2025-11-07T11:00' } });
      fireEvent.change(field(/^Fin/), { target: { value: '2025-11-07T10:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Crear webinar' }));
      expect(
        await within(dialog).findByText('El fin debe ser posterior al inicio'),
      ).toBeInTheDocument();
      expect(api.createZoomWebinar).not.toHaveBeenCalled();
    });

    it('asks for the title and the times', async () => {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Crear webinar' }));
      expect(await within(dialog).findByText('El título es obligatorio')).toBeInTheDocument();
      expect(within(dialog).getByText('Indica la fecha y hora de inicio')).toBeInTheDocument();
      expect(within(dialog).getByText('Indica la fecha y hora de fin')).toBeInTheDocument();
      expect(api.createZoomWebinar).not.toHaveBeenCalled();
    });

    it('creates the session, which the grid then shows from its listener', async () => {
      const { user, dialog, field } = await openDialog();
      api.createZoomWebinar.mockResolvedValue({
        sessionId: 'z-1',
        zoomId: 'z-1',
        joinUrl: 'https://zoom.example.com/j/z-1',
        registrationUrl: null,
        registered: 3,
      });
      expect(field(/^Capacidad/)).toHaveValue(100);
      await user.type(field(/^Título/), 'Casos clínicos');
      await user.type(field(/^Descripción/), 'Discusión de casos');
      await user.selectOptions(field(/^Tipo/), 'Reunión');
      fireEvent.change(field(/^Inicio/), { target: { value: '2025-11-07T11:00' } });
      fireEvent.change(field(/^Fin/), { target: { value: '2025-11-07T12:30' } });
      await user.clear(field(/^Capacidad/));
      await user.type(field(/^Capacidad/), '150');
      await user.click(within(dialog).getByRole('button', { name: 'Crear webinar' }));

      expect(await findToast('Webinar creado exitosamente')).toHaveTextContent('Casos clínicos');
      expect(api.createZoomWebinar).toHaveBeenCalledWith({
        title: 'Casos clínicos',
        description: 'Discusión de casos',
        type: 'meeting',
        start: new Date('2025-11-07T11:00:00+01:00'),
        end: new Date('2025-11-07T12:30:00+01:00'),
        capacity: 150,
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      act(() =>
        setSessions([
          scheduled,
          live,
          past,
          makeSession({ id: 'z-1', session_title: 'Casos clínicos', max_participants: 150 }),
        ]),
      );
      expect(
        await within(screen.getByRole('grid')).findByText('Casos clínicos'),
      ).toBeInTheDocument();
      expect(api.createZoomWebinar).toHaveBeenCalledTimes(1);
    });

    it("keeps the dialog open with the server's reason when Zoom refuses", async () => {
      const { user, dialog, field } = await openDialog();
      api.createZoomWebinar.mockRejectedValue(
        callableError('unavailable', 'Zoom no ha podido crear el webinar.'),
      );
      await user.type(field(/^Título/), 'Casos clínicos');
      fireEvent.change(field(/^Inicio/), { target: { value: '2025-11-07T11:00' } });
      fireEvent.change(field(/^Fin/), { target: { value: '2025-11-07T12:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Crear webinar' }));
      // The open dialog hides the rest of the page (the toast too) from the accessibility tree.
      const alerts = await screen.findAllByRole('alert', { hidden: true });
      const toast = alerts.find((alert) => within(alert).queryByText('Error al crear webinar'));
      expect(toast).toHaveTextContent('Zoom no ha podido crear el webinar.');
      expect(screen.getByRole('dialog', { name: 'Nuevo webinar' })).toBeInTheDocument();
    });
  });
});
