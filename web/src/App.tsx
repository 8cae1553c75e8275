import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Edition } from '@curso/common';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { SiteEditionGate } from './session/SiteEditionGate';

/**
 * Everything around the router, the same when a page is prerendered (with the edition it shows and
 * a static router) and in the browser, so that the browser takes over the prerendered markup.
 */
export function SiteShell({
  edition,
  children,
}: {
  edition?: Edition | null;
  children: ReactNode;
}) {
  return (
    <AppProviders>
      <SiteEditionGate edition={edition}>{children}</SiteEditionGate>
    </AppProviders>
  );
}

export function App() {
  return (
    <SiteShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteShell>
  );
}
