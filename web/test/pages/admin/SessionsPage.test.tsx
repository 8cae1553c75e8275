import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZoomParticipant } from '@curso/common';
import { api, makeSession, setSessionParticipants, setSessions, signedIn } from '../../dataFakes';
import { callableError, serverRefusal } from '../../callableError';
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
  start_time: new Date('2027-11-07T09:00:00+01:00'),
  end_time: new Date('2027-11-07T10:30:00+01:00'),
  participant_count: 12,
  max_participants: 100,
  programme_kind: 'main',
});
const live = makeSession({
  id: 'taller',
  session_title: 'Taller',
  session_type: 'meeting',
  status: 'live',
  start_time: new Date('2027-11-08T16:00:00+01:00'),
  end_time: new Date('2027-11-08T17:00:00+01:00'),
  participant_count: 3,
  max_participants: 20,
  programme_kind: 'round_table',
  zoom_id: '81234567890',
});
const past = makeSession({
  id: 'cierre',
  session_title: 'Cierre',
  status: 'completed',
  start_time: new Date('2027-11-06T18:00:00+01:00'),
  end_time: null,
  participant_count: 40,
  max_participants: null,
});

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setSessions([scheduled, live, past]);
  const view = await renderRoute('/admin/sessions');
  await screen.findByRole('grid');
  return view;
}

describe('/admin/sessions', () => {
  it('is the sidebar entry after Gestión de Emails, before Ediciones and Logs de Auditoría', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Sesiones' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Secciones de administración' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(-4)).toEqual([
      'Gestión de Emails',
      'Sesiones',
      'Ediciones',
      'Logs de Auditoría',
    ]);
  });

  it('lists every session with its type, kind, status, times and participants', async () => {
    await openPage();
    expect(rows().map((r) => within(r).getAllByRole('gridcell')[0].textContent)).toEqual([
      'Cierre',
      'Apertura',
      'Taller',
    ]);
    expect(cells('Apertura').slice(0, 7)).toEqual([
      'Apertura',
      'Webinar',
      'Sesión principal',
      'Programada',
      '07/11/2027 09:00',
      '07/11/2027 10:30',
      '12 / 100',
    ]);
    expect(cells('Taller').slice(0, 7)).toEqual([
      'Taller',
      'Reunión',
      'Mesa redonda',
      'En directo',
      '08/11/2027 16:00',
      '08/11/2027 17:00',
      '3 / 20',
    ]);
    expect(cells('Cierre').slice(0, 7)).toEqual([
      'Cierre',
      'Webinar',
      'No computa',
      'Finalizada',
      '06/11/2027 18:00',
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
    api.startZoomSession.mockResolvedValue({ status: 'live' });
    await user.click(within(row('Apertura')).getByRole('button', { name: 'Iniciar' }));
    expect(api.startZoomSession).toHaveBeenCalledWith({ sessionId: 'apertura' });
    expect(await findToast('Webinar iniciado')).toHaveTextContent('En directo');
  });

  it('stops a live session once confirmed', async () => {
    const { user } = await openPage();
    api.stopZoomSession.mockResolvedValue({ status: 'completed' });
    await user.click(within(row('Taller')).getByRole('button', { name: 'Finalizar' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalizar webinar' });
    expect(dialog).toHaveTextContent('¿Finalizar «Taller»?');
    expect(api.stopZoomSession).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(api.stopZoomSession).toHaveBeenCalledWith({ sessionId: 'taller' });
    expect(await findToast('Webinar finalizado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sets a status from the row', async () => {
    const { user } = await openPage();
    api.setZoomSessionStatus.mockResolvedValue({ status: 'completed' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estado de Apertura' }),
      'Finalizada',
    );
    expect(api.setZoomSessionStatus).toHaveBeenCalledWith({
      sessionId: 'apertura',
      status: 'completed',
    });
    expect(await findToast('Estado actualizado')).toHaveTextContent('Finalizada');
  });

  it('says "No se pudo completar la acción" when an operation gets no answer', async () => {
    const { user } = await openPage();
    api.startZoomSession.mockRejectedValue(callableError('internal', 'internal'));
    await user.click(within(row('Apertura')).getByRole('button', { name: 'Iniciar' }));
    expect(await findToast('Error en la operación')).toHaveTextContent(
      'No se pudo completar la acción',
    );
  });

  it("shows the server's reason when an operation fails", async () => {
    const { user } = await openPage();
    api.startZoomSession.mockRejectedValue(
      callableError('unavailable', 'Zoom no respondió. Inténtalo de nuevo.'),
    );
    await user.click(within(row('Apertura')).getByRole('button', { name: 'Iniciar' }));
    expect(await findToast('Error en la operación')).toHaveTextContent(
      'Zoom no respondió. Inténtalo de nuevo.',
    );
  });

  it('lists who is connected now, live, features one on the videowall, and syncs with Zoom', async () => {
    const { user } = await openPage();
    const person = (overrides: Partial<ZoomParticipant>): ZoomParticipant => ({
      id: 'p-ana',
      session_id: 'taller',
      participant_email: 'ana@example.com',
      participant_name: 'Ana García',
      participant_type: 'attendee',
      join_time: new Date('2027-11-08T15:05:00Z'),
      leave_time: null,
      duration_minutes: null,
      videowall_featured: false,
      devices: ['d1'],
      ...overrides,
    });
    setSessionParticipants('taller', [
      person({}),
      person({
        id: 'p-ido',
        participant_email: 'ido@example.com',
        participant_name: 'Ido',
        devices: [],
      }),
    ]);
    await user.click(within(row('Taller')).getByRole('button', { name: 'Participantes' }));
    const dialog = screen.getByRole('dialog', { name: 'Participantes de Taller' });
    const lines = () =>
      within(dialog)
        .queryAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(0, 4)
            .map((c) => c.textContent),
        );
    // Ido left: only Ana is connected.
    expect(lines()).toEqual([['Ana García', 'ana@example.com', 'Asistente', '08/11/2027 16:05']]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 conectado ahora');

    // A join recorded by the webhook shows without asking again.
    act(() =>
      setSessionParticipants('taller', [
        person({}),
        person({
          id: 'p-luz',
          participant_email: 'luz@example.com',
          participant_name: 'Luz Ponente',
          participant_type: 'panelist',
          join_time: new Date('2027-11-08T15:10:00Z'),
        }),
      ]),
    );
    expect(lines()).toEqual([
      ['Luz Ponente', 'luz@example.com', 'Ponente', '08/11/2027 16:10'],
      ['Ana García', 'ana@example.com', 'Asistente', '08/11/2027 16:05'],
    ]);

    api.featureZoomParticipant.mockResolvedValue({ success: true });
    await user.click(
      within(dialog).getByRole('switch', { name: 'Destacar en el videowall: Ana García' }),
    );
    expect(api.featureZoomParticipant).toHaveBeenCalledWith({
      sessionId: 'taller',
      participantId: 'p-ana',
      featured: true,
    });

    api.syncZoomParticipants.mockResolvedValue({ synced: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Sincronizar con Zoom' }));
    expect(api.syncZoomParticipants).toHaveBeenLastCalledWith({ sessionId: 'taller' });
    // Announced while the dialog is still open.
    expect(await findToast('Participantes sincronizados')).toBeInTheDocument();
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
      fireEvent.change(field(/^Inicio/), { target: { value: '2027-11-07T11:00' } });
      fireEvent.change(field(/^Fin/), { target: { value: '2027-11-07T10:00' } });
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
      expect(field(/^Cómputo para la acreditación/)).toHaveDisplayValue('Sesión principal');
      await user.type(field(/^Título/), 'Casos clínicos');
      await user.type(field(/^Descripción/), 'Discusión de casos');
      await user.selectOptions(field(/^Tipo/), 'Reunión');
      fireEvent.change(field(/^Inicio/), { target: { value: '2027-11-07T11:00' } });
      fireEvent.change(field(/^Fin/), { target: { value: '2027-11-07T12:30' } });
      await user.clear(field(/^Capacidad/));
      await user.type(field(/^Capacidad/), '150');
      await user.click(within(dialog).getByRole('button', { name: 'Crear webinar' }));

      expect(await findToast('Webinar creado exitosamente')).toHaveTextContent('Casos clínicos');
      expect(api.createZoomWebinar).toHaveBeenCalledWith({
        title: 'Casos clínicos',
        description: 'Discusión de casos',
        type: 'meeting',
        start: new Date('2027-11-07T11:00:00+01:00'),
        end: new Date('2027-11-07T12:30:00+01:00'),
        capacity: 150,
        kind: 'main',
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      act(() =>
        setSessions([
          scheduled,
          live,
          past,
          makeSession({
            id: 'z-1',
            session_title: 'Casos clínicos',
            start_time: new Date('2027-11-07T11:00:00+01:00'),
            end_time: new Date('2027-11-07T12:30:00+01:00'),
            max_participants: 150,
          }),
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
      fireEvent.change(field(/^Inicio/), { target: { value: '2027-11-07T11:00' } });
      fireEvent.change(field(/^Fin/), { target: { value: '2027-11-07T12:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Crear webinar' }));
      // The open dialog hides the rest of the page (the toast too) from the accessibility tree.
      const alerts = await screen.findAllByRole('alert', { hidden: true });
      const toast = alerts.find((alert) => within(alert).queryByText('Error al crear webinar'));
      expect(toast).toHaveTextContent('Zoom no ha podido crear el webinar.');
      expect(screen.getByRole('dialog', { name: 'Nuevo webinar' })).toBeInTheDocument();
    });

    it('says "No se pudo crear el webinar" when the call gets no answer', async () => {
      const { user, dialog, field } = await openDialog();
      // What the SDK rejects with when the request never reaches the function.
      api.createZoomWebinar.mockRejectedValue(callableError('internal', 'internal'));
      await user.type(field(/^Título/), 'Casos clínicos');
      fireEvent.change(field(/^Inicio/), { target: { value: '2027-11-07T11:00' } });
      fireEvent.change(field(/^Fin/), { target: { value: '2027-11-07T12:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Crear webinar' }));
      const alerts = await screen.findAllByRole('alert', { hidden: true });
      const toast = alerts.find((alert) => within(alert).queryByText('Error al crear webinar'));
      expect(toast).toHaveTextContent('No se pudo crear el webinar');
    });
  });

  describe('Editar', () => {
    async function openEdit(title: string) {
      const view = await openPage();
      await view.user.click(within(row(title)).getByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog', { name: `Editar ${title}` });
      const field = (name: RegExp) => within(dialog).getByLabelText(name);
      return { ...view, dialog, field };
    }

    it('opens the dialog with the session as it is, without the type Zoom cannot change', async () => {
      const { dialog, field } = await openEdit('Apertura');
      expect(field(/^Título/)).toHaveValue('Apertura');
      expect(field(/^Descripción/)).toHaveValue('');
      expect(field(/^Inicio/)).toHaveValue('2027-11-07T09:00');
      expect(field(/^Fin/)).toHaveValue('2027-11-07T10:30');
      expect(field(/^Capacidad/)).toHaveValue(100);
      expect(field(/^Cómputo para la acreditación/)).toHaveDisplayValue('Sesión principal');
      expect(within(dialog).queryByLabelText(/^Tipo/)).not.toBeInTheDocument();
    });

    it('shows a session without a kind as not counting', async () => {
      const { field } = await openEdit('Cierre');
      expect(field(/^Cómputo para la acreditación/)).toHaveDisplayValue('No computa');
    });

    it('sends the changed session to updateZoomWebinar', async () => {
      const { user, dialog, field } = await openEdit('Apertura');
      api.updateZoomWebinar.mockResolvedValue({ sessionId: 'apertura' });
      await user.clear(field(/^Título/));
      await user.type(field(/^Título/), 'Apertura del curso');
      fireEvent.change(field(/^Fin/), { target: { value: '2027-11-07T11:00' } });
      await user.clear(field(/^Capacidad/));
      await user.type(field(/^Capacidad/), '120');
      await user.selectOptions(field(/^Cómputo para la acreditación/), 'Mesa redonda');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

      expect(await findToast('Webinar actualizado')).toHaveTextContent('Apertura del curso');
      expect(api.updateZoomWebinar).toHaveBeenCalledWith({
        sessionId: 'apertura',
        title: 'Apertura del curso',
        description: '',
        start: new Date('2027-11-07T09:00:00+01:00'),
        end: new Date('2027-11-07T11:00:00+01:00'),
        capacity: 120,
        kind: 'round_table',
      });
      expect(api.createZoomWebinar).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('checks the change with the same rules before calling', async () => {
      const { user, dialog, field } = await openEdit('Apertura');
      fireEvent.change(field(/^Fin/), { target: { value: '2027-11-07T08:00' } });
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      expect(
        await within(dialog).findByText('El fin debe ser posterior al inicio'),
      ).toBeInTheDocument();
      expect(api.updateZoomWebinar).not.toHaveBeenCalled();
    });

    it("keeps the dialog open with the server's reason when the change is refused", async () => {
      const { user, dialog } = await openEdit('Apertura');
      api.updateZoomWebinar.mockRejectedValue(serverRefusal('zoom-failed', 'unavailable'));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      const alerts = await screen.findAllByRole('alert', { hidden: true });
      const toast = alerts.find((alert) =>
        within(alert).queryByText('Error al actualizar webinar'),
      );
      expect(toast).toHaveTextContent('Zoom no respondió. Inténtalo de nuevo en unos minutos.');
      expect(screen.getByRole('dialog', { name: 'Editar Apertura' })).toBeInTheDocument();
    });
  });
});
