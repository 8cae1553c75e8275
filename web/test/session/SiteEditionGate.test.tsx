import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { editionToJson, es } from '@curso/common';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { LoadingScreen } from '../../src/components/LoadingScreen';
import { SITE_EDITION_ELEMENT_ID } from '../../src/data/edition';
import { SiteEditionGate } from '../../src/session/SiteEditionGate';
import { heldFetch } from '../heldFetch';
import { EditionTitle, renderEditionPage } from './editionPage';

// The site reads /edition.json once per page load; each test here is a page load of its own.
jest.mock('../../src/data/edition', () => ({
  ...jest.requireActual('../../src/data/edition'),
  fetchSiteEdition: () => {
    type EditionData = typeof import('../../src/data/edition');
    let pageLoad: EditionData | undefined;
    jest.isolateModules(() => {
      pageLoad = jest.requireActual<EditionData>('../../src/data/edition');
    });
    return (pageLoad as EditionData).fetchSiteEdition();
  },
}));

const INTRO = 'Lo que no depende de la edición';

const fetched = heldFetch();

/** A page with a part that needs no edition, and one that waits for it as the routes do. */
async function renderGate() {
  // Awaited: a render that suspends finishes its work in the `act` that awaits it.
  await act(async () => {
    render(
      <SiteEditionGate>
        <p>{INTRO}</p>
        <Suspense fallback={<LoadingScreen />}>
          <EditionTitle />
        </Suspense>
      </SiteEditionGate>,
    );
  });
}

describe('SiteEditionGate', () => {
  it('shows at once what needs no edition, the rest once /edition.json answers, with its edition in the tab', async () => {
    await renderGate();
    expect(global.fetch).toHaveBeenCalledWith('/edition.json', expect.anything());
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(es.common.loading);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => fetched.answer(Response.json(editionToJson(currentEdition))));
    expect(screen.getByRole('heading', { name: currentEdition.title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe(currentEdition.short_title);
  });

  it('says registrations are not open when no edition is published (null)', async () => {
    await renderGate();
    await act(async () => fetched.answer(Response.json(null)));
    expect(screen.getByText(es.errors['no-current-edition'])).toBeInTheDocument();
    expect(screen.queryByText(INTRO)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders a prerendered page at once with the edition it carries, asking for nothing', async () => {
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = SITE_EDITION_ELEMENT_ID;
    carried.textContent = JSON.stringify(editionToJson(currentEdition));
    document.head.append(carried);
    try {
      renderEditionPage();
      // In the first render, with nothing awaited.
      expect(screen.getByRole('heading', { name: currentEdition.title })).toBeInTheDocument();
      expect(global.fetch).not.toHaveBeenCalled();
    } finally {
      carried.remove();
    }
  });

  it('says something went wrong, instead of the page, when /edition.json fails', async () => {
    await renderGate();
    await act(async () => fetched.answer(new Response(null, { status: 500 })));
    expect(screen.getByRole('alert')).toHaveTextContent(es.errors.internal);
    expect(screen.queryByText(INTRO)).not.toBeInTheDocument();
  });
});
