import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../src/AppProviders';
import { AppRoutes } from '../src/routes';

/** Rounds of module loading a page can need: the Firebase area, a layout, the page. */
const LOADING_ROUNDS = 4;

/**
 * Renders the whole app's routes at `path`, as a browser arriving at that address would, once the
 * modules the pages load on demand have arrived.
 */
export async function renderRoute(path: string, { fakeTimers = false } = {}) {
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
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  for (let round = 0; round < LOADING_ROUNDS; round += 1) await act(() => Promise.resolve());
  return { user, location: () => current };
}
