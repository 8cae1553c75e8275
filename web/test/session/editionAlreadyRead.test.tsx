// A page that is not prerendered is first rendered once /edition.json has answered (main.tsx): it
// must then show the edition in its first render, not a loading notice.
import { screen } from '@testing-library/react';
import { editionToJson } from '@curso/common';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { fetchSiteEdition } from '../../src/data/edition';
import { heldFetch } from '../heldFetch';
import { renderEditionPage } from './editionPage';

const fetched = heldFetch();

it('renders a page opened after /edition.json answered with its edition at once, asking nothing again', async () => {
  const reading = fetchSiteEdition();
  fetched.answer(Response.json(editionToJson(currentEdition)));
  await reading;

  renderEditionPage();
  // In the first render, with nothing awaited.
  expect(screen.getByRole('heading', { name: currentEdition.title })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledTimes(1);
});
