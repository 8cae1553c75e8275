import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentEdition, finishedEdition } from '../../../../../common/test/fixtures/editions';
import { api, setEditions, signedIn } from '../../../dataFakes';
import { callableError } from '../../../callableError';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

/** The edition as the editor sends it: the stored one without what the functions keep. */
const {
  state: _state,
  created_at: _created,
  updated_at: _updated,
  published_at: _published,
  ...storedFields
} = currentEdition;

const PRICE_INVALID = 'El precio debe ser un número entero de euros, 0 o más';
const VAT_OR_EXEMPTION = 'Indica un tipo de IVA o el motivo legal de la exención';

/** The editor of the current edition (2027); its third plan is "Online", 175 € + 21 % VAT. */
async function openEditor() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setEditions([currentEdition, finishedEdition]);
  const view = await renderRoute('/admin/editions');
  await screen.findByRole('grid');
  const row = screen
    .getAllByRole('row')
    .find((r) => within(r).queryByText(currentEdition.title)) as HTMLElement;
  await view.user.click(within(row).getByRole('button', { name: 'Editar' }));
  const editor = screen.getByRole('dialog', { name: 'Edición 2027' });
  const online = within(editor).getByRole('group', { name: 'Plan 3' });
  await view.user.click(within(online).getByRole('button', { name: /Plan 3/ }));
  // Queries stay inside one section: jsdom finds an input's label by walking the whole page.
  const dates = within(editor).getByRole('region', { name: 'Fechas' });
  return { ...view, editor, online, dates };
}

describe('the edition editor', () => {
  it('warns that the current edition is live', async () => {
    const { editor, online, dates } = await openEditor();
    expect(
      within(editor).getByText(
        /Esta es la edición actual: los cambios se verán en la web al guardar/,
      ),
    ).toBeVisible();
    expect(within(online).getByLabelText(/^Nombre/)).toHaveValue('Online');
    expect(within(online).getByLabelText(/^IVA \(%\)/)).toHaveValue(21);
    expect(within(dates).getByLabelText(/^Inicio/)).toHaveValue('2027-11-05T08:50');
  });

  it('refuses a negative price, saying why, and saves nothing', async () => {
    const { user, editor, online } = await openEditor();
    const price = within(online).getByLabelText(/^Precio sin IVA/);
    await user.clear(price);
    await user.type(price, '-5');

    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));

    expect(await within(online).findByText(PRICE_INVALID)).toBeVisible();
    await findToast('Error');
    expect(api.saveEdition).not.toHaveBeenCalled();
  });

  it('refuses a plan with neither a VAT rate nor the reason of its exemption', async () => {
    const { user, editor, online } = await openEditor();
    await user.clear(within(online).getByLabelText(/^IVA \(%\)/));
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));
    expect(await within(online).findByText(VAT_OR_EXEMPTION)).toBeVisible();

    await user.click(within(online).getByLabelText('Exento de IVA'));
    expect(within(online).queryByLabelText(/^IVA \(%\)/)).not.toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));

    expect(
      within(online).getByLabelText(/^Motivo legal de la exención/),
    ).toHaveAccessibleDescription(VAT_OR_EXEMPTION);
    expect(api.saveEdition).not.toHaveBeenCalled();
  });

  it('saves a new price, sending the whole edition with its instants unchanged', async () => {
    api.saveEdition.mockResolvedValue({ success: true });
    const { user, editor, online } = await openEditor();
    const price = within(online).getByLabelText(/^Precio sin IVA/);
    await user.clear(price);
    await user.type(price, '190');

    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));

    await findToast('Edición guardada');
    expect(api.saveEdition).toHaveBeenCalledTimes(1);
    expect(api.saveEdition).toHaveBeenCalledWith({
      edition: {
        ...storedFields,
        plans: storedFields.plans.map((plan) =>
          plan.key === 'online' ? { ...plan, price: 190 } : plan,
        ),
      },
    });
  });

  it("reads the times typed in the edition's zone and the VAT as a percentage", async () => {
    api.saveEdition.mockResolvedValue({ success: true });
    const { user, editor, online, dates } = await openEditor();
    fireEvent.change(within(dates).getByLabelText(/^Inicio/), {
      target: { value: '2027-11-05T08:30' },
    });
    const vat = within(online).getByLabelText(/^IVA \(%\)/);
    await user.clear(vat);
    await user.type(vat, '10');

    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));

    await findToast('Edición guardada');
    const [{ edition }] = api.saveEdition.mock.calls[0];
    expect(edition.starts_at).toEqual(new Date('2027-11-05T07:30:00Z'));
    expect(edition.plans[2].vat_rate).toBe(0.1);
  });

  it("shows the server's refusal of a field under it", async () => {
    api.saveEdition.mockRejectedValue(
      callableError('invalid-argument', 'Revisa los datos del formulario.', {
        code: 'invalid-argument',
        fields: { 'edition.plans[2].price': PRICE_INVALID },
      }),
    );
    const { user, editor, online } = await openEditor();

    await user.click(within(editor).getByRole('button', { name: 'Guardar' }));

    await findToast('No se pudo guardar la edición');
    expect(await within(online).findByText(PRICE_INVALID)).toBeVisible();
  });

  it('previews the landing with the values being edited, without leaving the editor', async () => {
    const { user, editor, online } = await openEditor();
    await user.type(within(online).getByLabelText(/^Nombre/), ' Plus');

    await user.click(within(editor).getByRole('button', { name: 'Vista previa' }));

    const preview = await screen.findByRole('dialog', {
      name: 'Vista previa de la página de inicio',
    });
    await waitFor(() => expect(preview).toHaveTextContent('Online Plus'));
    await user.click(within(preview).getByRole('button', { name: 'Cerrar vista previa' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Vista previa de la página de inicio' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Edición 2027' })).toBeInTheDocument();
    expect(api.saveEdition).not.toHaveBeenCalled();
  });
});
