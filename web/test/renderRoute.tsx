import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/AppProviders';
import { routes } from '../src/routes';

/** Renders the whole app's routes at `path`, as a browser arriving at that address would. */
export function renderRoute(path: string, { fakeTimers = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No pause between keystrokes: the pages do not debounce, and long forms stay fast to test.
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: jest.advanceTimersByTime, delay: null } : { delay: null },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, user, location };
}
