import { screen, waitFor, within } from '@testing-library/react';
import { callableError } from '../../../callableError';
import {
  api,
  makeParticipant,
  makeSession,
  setSessionParticipants,
  setSessions,
  signedIn,
} from '../../../dataFakes';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

const live = makeSession({
  id: 'taller',
  session_title: 'Taller',
  status: 'live',
  start_time: new Date('2027-11-05T09:00:00+01:00'),
  end_time: new Date('2027-11-05T10:00:00+01:00'),
  zoom_id: '81234567890',
});

async function openParticipants() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setSessions([live]);
  setSessionParticipants('taller', [
    makeParticipant({
      id: 'p-ana',
      session_id: 'taller',
      participant_email: 'ana@example.com',
      participant_name: 'Ana García',
      participant_type: 'attendee',
      videowall_featured: false,
      devices: ['d1'],
    }),
  ]);
  const view = await renderRoute('/admin/sessions');
  await screen.findByRole('grid');
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Taller'));
  await view.user.click(within(row as HTMLElement).getByRole('button', { name: 'Participantes' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Participantes de Taller' }) };
}

describe('/admin/sessions: the participants action failing', () => {
  it('says "Error al gestionar participantes" with Zoom\u2019s reason when the sync fails', async () => {
    const { user, dialog } = await openParticipants();
    api.syncZoomParticipants.mockRejectedValue(
      callableError('unavailable', 'Zoom no respondió. Inténtalo de nuevo.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sincronizar con Zoom' }));
    expect(await findToast('Error al gestionar participantes')).toHaveTextContent(
      'Zoom no respondió. Inténtalo de nuevo.',
    );
    expect(screen.queryByText('Participantes sincronizados')).not.toBeInTheDocument();
    // Nothing is left half-done: the action can be tried again.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sincronizar con Zoom' })).toBeEnabled(),
    );
  });

  it('says so, and leaves the videowall as it was, when featuring someone fails', async () => {
    const { user, dialog } = await openParticipants();
    api.featureZoomParticipant.mockRejectedValue(callableError('internal', 'internal'));
    const toggle = within(dialog).getByRole('switch', {
      name: 'Destacar en el videowall: Ana García',
    });
    await user.click(toggle);
    expect(await findToast('Error al gestionar participantes')).toHaveTextContent(
      'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    );
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });
});
