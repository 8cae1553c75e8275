import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Profile } from '@curso/common';
import { currentEdition } from '../../common/test/fixtures/editions';
import { AppProviders } from '../src/AppProviders';
import { EditionContext } from '../src/session/EditionContext';
import { GatedProfileContext } from '../src/session/GatedProfileContext';

/**
 * One dashboard page as its gate would hand it `profile`, for states the gate never lets through
 * (a page's own restrictions for a user who is not approved), in the demo's current edition.
 */
export function renderPage(page: ReactNode, profile: Profile | null) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: <GatedProfileContext.Provider value={profile}>{page}</GatedProfileContext.Provider>,
    },
  ]);
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders>
      <EditionContext.Provider value={currentEdition}>
        <RouterProvider router={router} />
      </EditionContext.Provider>
    </AppProviders>,
  );
  return { user };
}
