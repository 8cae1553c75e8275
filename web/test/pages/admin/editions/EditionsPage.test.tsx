import { screen, waitFor, within } from '@testing-library/react';
import { editionDates } from '@curso/common';
import {
  currentEdition,
  editionWith,
  finishedEdition,
} from '../../../../../common/test/fixtures/editions';
import { api, pushEditions, setEditions, signedIn } from '../../../dataFakes';
import { serverRefusal } from '../../../callableError';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

const draft = editionWith({
  id: '2028',
  state: 'draft',
  title: 'Curso de Enfermedad Inflamatoria Intestinal Pediátrica 2028',
  starts_at: new Date('2028-11-03T07:50:00Z'),
  ends_at: new Date('2028-11-03T17:15:00Z'),
  countdown_target: new Date('2028-11-03T08:00:00Z'),
  updated_at: new Date('2027-12-01T10:30:00Z'),
  published_at: null,
});

const rows = () => screen.getAllByRole('row').slice(1);
const row = (id: string) =>
  rows().find((r) => within(r).queryAllByRole('gridcell')[0]?.textContent === id) as HTMLElement;
const cells = (id: string) =>
  within(row(id))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

async function openPage(editions = [draft, currentEdition, finishedEdition]) {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setEditions(editions, { registrations: { '2027': 42, '2025': 310 } });
  const view = await renderRoute('/admin/editions');
  await screen.findByRole('grid');
  return view;
}

describe('/admin/editions', () => {
  it('is the sidebar entry just before the audit log', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Ediciones', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Secciones de administración' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(-2)).toEqual(['Ediciones', 'Logs de Auditoría']);
  });

  it('lists every edition with its dates, state and registrations, a draft uncounted', async () => {
    await openPage();
    expect(rows().map((r) => within(r).getAllByRole('gridcell')[0].textContent)).toEqual([
      '2028',
      '2027',
      '2025',
    ]);
    expect(cells('2027').slice(0, 6)).toEqual([
      '2027',
      currentEdition.title,
      editionDates(currentEdition),
      'Actual',
      '42',
      '20/11/2026 10:00',
    ]);
    expect(cells('2028').slice(3, 5)).toEqual(['Borrador', '—']);
    expect(cells('2025').slice(3, 5)).toEqual(['Finalizada', '310']);
  });

  it('offers to edit drafts and the current edition, only to see a finished one, and to publish drafts only', async () => {
    await openPage();
    const actions = (id: string) =>
      within(row(id))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('2028')).toEqual(['Editar', 'Publicar']);
    expect(actions('2027')).toEqual(['Editar']);
    expect(actions('2025')).toEqual(['Ver']);
  });

  it('"Nueva edición" creates the draft and opens it in the editor once it arrives', async () => {
    api.createEdition.mockResolvedValue({ editionId: '2028' });
    const { user } = await openPage([currentEdition, finishedEdition]);
    expect(
      screen.getByText('Se copia la última edición con sus fechas un año después.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Nueva edición' }));

    expect(api.createEdition).toHaveBeenCalledWith({});
    await findToast('Edición 2028 creada como borrador');
    pushEditions([draft, currentEdition, finishedEdition]);
    const editor = await screen.findByRole('dialog', { name: 'Edición 2028' });
    const general = within(editor).getByRole('region', { name: 'Datos generales' });
    expect(within(general).getByLabelText('Año')).toHaveValue('2028');
    expect(within(editor).queryByText(/Esta es la edición actual/)).not.toBeInTheDocument();
  });

  it('says why a new edition could not be created', async () => {
    api.createEdition.mockRejectedValue(serverRefusal('edition-exists', 'already-exists'));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Nueva edición' }));
    const toast = await findToast('No se pudo crear la edición');
    expect(toast).toHaveTextContent('Ya existe una edición de ese año.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('publishes a draft once confirmed, saying which edition it finishes', async () => {
    api.publishEdition.mockResolvedValue({ success: true });
    const { user } = await openPage();

    await user.click(within(row('2028')).getByRole('button', { name: 'Publicar' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar la edición 2028' });
    expect(dialog).toHaveTextContent(
      'La edición 2028 pasará a ser la actual: la web pública mostrará sus fechas, planes y precios y se abrirán sus inscripciones.',
    );
    expect(dialog).toHaveTextContent(
      'La edición 2027 quedará finalizada; sus registros se conservan.',
    );
    expect(api.publishEdition).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));

    expect(api.publishEdition).toHaveBeenCalledWith({ editionId: '2028' });
    await findToast('La edición 2028 es ahora la actual');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('publishes nothing when the confirmation is cancelled', async () => {
    const { user } = await openPage([draft, finishedEdition]);
    await user.click(within(row('2028')).getByRole('button', { name: 'Publicar' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar la edición 2028' });
    // No edition is current: none is finished by publishing.
    expect(dialog).not.toHaveTextContent('quedará finalizada');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.publishEdition).not.toHaveBeenCalled();
  });

  it('opens a finished edition read-only, every part of it still to be seen', async () => {
    const { user } = await openPage();
    await user.click(within(row('2025')).getByRole('button', { name: 'Ver' }));

    const editor = screen.getByRole('dialog', { name: 'Edición 2025' });
    expect(within(editor).getByText('Una edición finalizada no se puede modificar.')).toBeVisible();
    expect(within(editor).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Añadir plan' })).not.toBeInTheDocument();
    const general = within(editor).getByRole('region', { name: 'Datos generales' });
    expect(within(general).getByLabelText(/^Título \*/)).toBeDisabled();

    const plan = within(editor).getByRole('group', { name: 'Plan 3' });
    await user.click(within(plan).getByRole('button', { name: /Plan 3/ }));
    expect(within(plan).getByLabelText(/^Precio sin IVA/)).toHaveValue(175);
    expect(within(plan).getByLabelText(/^Precio sin IVA/)).toBeDisabled();
    expect(within(plan).getByLabelText('Más Popular')).toBeDisabled();
    expect(within(plan).queryByRole('button', { name: 'Quitar plan' })).not.toBeInTheDocument();
  });
});
