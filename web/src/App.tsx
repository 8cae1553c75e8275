import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { FirebaseProviders } from './firebase/FirebaseProviders';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <FirebaseProviders>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </FirebaseProviders>
  );
}
