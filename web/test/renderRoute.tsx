import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { currentEdition } from '../../common/test/fixtures/editions';
import type { Edition } from '@curso/common';
import { AppProviders } from '../src/AppProviders';
import { EditionContext } from '../src/session/EditionContext';
import { AppRoutes } from '../src/routes';

/** Rounds of module loading a page can need: the Firebase area, a layout, the page. */
const LOADING_ROUNDS = 4;

/**
 * Renders the whole app's routes at `path`, as a browser arriving at that address would once the
 * site's edition is known (the demo's current one unless told), and once the modules the pages
 * load on demand have arrived.
 */
export async function renderRoute(
  path: string,
  {
    fakeTimers = false,
    edition = currentEdition,
  }: { fakeTimers?: boolean; edition?: Edition } = {},
) {
  let current = path;
  // The location on screen: a navigation to a page still loading is not there yet.
  function LocationProbe() {
    const { pathname, search } = useLocation();
    useLayoutEffect(() => {
      current = pathname + search;
    }, [pathname, search]);
    return null;
  }
  // No pause between keystrokes: the pages do not debounce, and long forms stay fast to test.
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: jest.advanceTimersByTime, delay: null } : { delay: null },
  );
  render(
    <AppProviders>
      <EditionContext.Provider value={edition}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <AppRoutes />
        </MemoryRouter>
      </EditionContext.Provider>
    </AppProviders>,
  );
  for (let round = 0; round < LOADING_ROUNDS; round += 1) await act(() => Promise.resolve());
  return { user, location: () => current };
}
