// A page's module preloaded before the first render (main.tsx) must render in that first render:
// a fallback shown instead would hold the page back (React keeps a fallback up for 300 ms).
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { onDemand, preloadMatched } from '../../src/utils/onDemand';

const pageModule = () => Promise.resolve({ Page: () => <h1>La página</h1> });

function renderRoute(element: React.ReactNode) {
  render(<Suspense fallback={<p role="status">Cargando…</p>}>{element}</Suspense>);
}

describe('onDemand', () => {
  it('renders a page whose module has arrived in the first render, with no loading notice', async () => {
    const route = { path: '/pagina', ...onDemand(pageModule, 'Page') };
    await preloadMatched([route], { pathname: '/pagina' });

    renderRoute(route.element);
    expect(screen.getByRole('heading', { name: 'La página' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loading notice while the module of a page not preloaded downloads, then the page', async () => {
    const route = { path: '/pagina', ...onDemand(pageModule, 'Page') };
    renderRoute(route.element);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');

    await act(() => Promise.resolve());
    expect(await screen.findByRole('heading', { name: 'La página' })).toBeInTheDocument();
  });

  it('downloads, with a layout, what it loads for the address itself, and settles once both are here', async () => {
    const loaded: string[] = [];
    const route = {
      path: '/admin/*',
      ...onDemand(
        () => Promise.resolve({ Layout: () => null }).finally(() => loaded.push('layout')),
        'Layout',
        (location) => Promise.resolve().then(() => loaded.push(`page ${location.pathname}`)),
      ),
    };
    await preloadMatched([route], { pathname: '/admin/registrations' });
    expect(loaded.sort()).toEqual(['layout', 'page /admin/registrations']);
  });
});
