import { Suspense, useCallback } from 'react';
import {
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { LoadingScreen } from './components/LoadingScreen';
import { PublicLayout } from './layouts/PublicLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { onDemand, preloadMatched } from './utils/onDemand';

/**
 * The route table (docs/architecture.md#routes). The home page and the sign-up form use no
 * Firebase SDK until the form is sent; every other page is inside `FirebaseArea`, and every page
 * but the home page loads on demand (the back office's grids and charts are large downloads no
 * attendee needs).
 */
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'register',
        ...onDemand(() => import('./pages/register/RegisterPage'), 'RegisterPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    ...onDemand(() => import('./layouts/FirebaseArea'), 'FirebaseArea'),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', ...onDemand(() => import('./pages/LoginPage'), 'LoginPage') },
          {
            path: 'verify',
            ...onDemand(() => import('./pages/verify/VerifyPage'), 'VerifyPage'),
          },
          {
            path: 'payment',
            ...onDemand(() => import('./pages/PaymentPage'), 'PaymentPage'),
          },
          {
            path: 'success',
            ...onDemand(() => import('./pages/success/SuccessPage'), 'SuccessPage'),
          },
          {
            path: 'register-again',
            ...onDemand(
              () => import('./pages/register-again/RegisterAgainPage'),
              'RegisterAgainPage',
            ),
          },
          {
            path: 'pending-confirmation',
            ...onDemand(() => import('./pages/PendingConfirmationPage'), 'PendingConfirmationPage'),
          },
          {
            path: 'archived-account',
            ...onDemand(() => import('./pages/ArchivedAccountPage'), 'ArchivedAccountPage'),
          },
          {
            path: 'verify-certificate/:code',
            ...onDemand(
              () => import('./pages/verify-certificate/VerifyCertificatePage'),
              'VerifyCertificatePage',
            ),
          },
        ],
      },
      {
        path: 'dashboard',
        ...onDemand(() => import('./layouts/DashboardLayout'), 'DashboardLayout'),
        children: [
          {
            index: true,
            ...onDemand(() => import('./pages/dashboard/DashboardHomePage'), 'DashboardHomePage'),
          },
          {
            path: 'live',
            ...onDemand(() => import('./pages/dashboard/LiveSessionsPage'), 'LiveSessionsPage'),
          },
          {
            path: 'sponsors',
            ...onDemand(() => import('./pages/dashboard/SponsorsPage'), 'SponsorsPage'),
          },
          {
            path: 'accreditation',
            ...onDemand(
              () => import('./pages/dashboard/accreditation/AccreditationPage'),
              'AccreditationPage',
            ),
          },
          {
            path: 'profile',
            ...onDemand(() => import('./pages/dashboard/profile/ProfilePage'), 'ProfilePage'),
          },
        ],
      },
      // Its pages are declared by AdminRoutes, inside the layout.
      {
        path: 'admin/*',
        ...onDemand(
          () => import('./layouts/AdminLayout'),
          'AdminLayout',
          (location) =>
            import('./pages/admin/AdminRoutes').then((admin) => admin.preloadAdminPage(location)),
        ),
      },
    ],
  },
];

/**
 * Starts downloading, before the app first renders, the modules the address being opened needs
 * (on a slow phone rendering takes long enough to matter); settles when they are here.
 */
export function preloadPageOf(location: Partial<Location>): Promise<void> {
  return preloadMatched(routes, location);
}

/**
 * Navigates to `to` once its page has downloaded. Until a navigation has rendered, the page being
 * left stays on screen with its gate, which moves on by itself when the data it watches changes
 * (the registration the person has just made): the new page must then render at once, with
 * nothing left to wait for.
 */
export function useNavigateWhenLoaded(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      await preloadPageOf(new URL(to, window.location.origin));
      navigate(to);
    },
    [navigate],
  );
}

/**
 * Every page of the site. The declarative router, not the data router: no page uses loaders or
 * actions, and its code is half the size, downloaded on every first visit.
 */
export function AppRoutes() {
  void preloadMatched(routes, useLocation());
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      {/* Shown while the first page of a visit arrives; later navigations keep the current page
          on screen until the next one is ready. */}
      <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
