import { act, render, screen } from '@testing-library/react';
import { editionToJson, es } from '@curso/common';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { useEdition } from '../../src/session/EditionContext';
import { SiteEditionGate } from '../../src/session/SiteEditionGate';

// The site reads /edition.json once per page load; each test here is a page load of its own.
jest.mock('../../src/data/edition', () => ({
  fetchSiteEdition: () => {
    type EditionData = typeof import('../../src/data/edition');
    let pageLoad: EditionData | undefined;
    jest.isolateModules(() => {
      pageLoad = jest.requireActual<EditionData>('../../src/data/edition');
    });
    return (pageLoad as EditionData).fetchSiteEdition();
  },
}));

/** A page that shows the edition it is given. */
function EditionTitle() {
  return <h1>{useEdition().title}</h1>;
}

let answer: (response: Response) => void;

beforeEach(() => {
  global.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
});

afterEach(() => {
  delete (global as { fetch?: typeof fetch }).fetch;
});

function renderGate() {
  render(
    <SiteEditionGate>
      <EditionTitle />
    </SiteEditionGate>,
  );
}

describe('SiteEditionGate', () => {
  it('shows the page only once /edition.json answers, with its edition in the tab', async () => {
    renderGate();
    expect(global.fetch).toHaveBeenCalledWith('/edition.json', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent(es.common.loading);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => answer(Response.json(editionToJson(currentEdition))));
    expect(screen.getByRole('heading', { name: currentEdition.title })).toBeInTheDocument();
    expect(document.title).toBe(currentEdition.short_title);
  });

  it('says registrations are not open when no edition is published (404)', async () => {
    renderGate();
    await act(async () => answer(new Response(null, { status: 404 })));
    expect(screen.getByText(es.errors['no-current-edition'])).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
