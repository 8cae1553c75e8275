import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { SiteEditionGate } from './session/SiteEditionGate';

export function App() {
  return (
    <AppProviders>
      <SiteEditionGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SiteEditionGate>
    </AppProviders>
  );
}
