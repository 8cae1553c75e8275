import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { fetchSiteEdition } from './data/edition';
import { preloadPageOf } from './routes';

const pageModules = preloadPageOf(window.location);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// `/` and `/register` arrive prerendered and are taken over as they are. Every other page starts
// empty and is rendered once its modules and the edition are here: then nothing suspends, and the
// page shows its content as soon as its data does, with no "Cargando…" whose replacement React
// would hold back for 300 ms.
if (root.hasChildNodes()) hydrateRoot(root, app);
else {
  // A failed read is shown by the edition gate, which asks again.
  const edition = fetchSiteEdition().catch(() => undefined);
  void Promise.all([pageModules, edition]).then(() => createRoot(root).render(app));
}
