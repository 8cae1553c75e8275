import { Outlet, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from './components/LoadingScreen';
import { AdminLayout } from './layouts/AdminLayout';
import { ADMIN_RESOURCES } from './pages/admin/resources';
import { DashboardLayout } from './layouts/DashboardLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { ArchivedAccountPage } from './pages/ArchivedAccountPage';
import { AccreditationPage } from './pages/dashboard/accreditation/AccreditationPage';
import { DashboardHomePage } from './pages/dashboard/DashboardHomePage';
import { LiveSessionsPage } from './pages/dashboard/LiveSessionsPage';
import { ProfilePage } from './pages/dashboard/profile/ProfilePage';
import { SponsorsPage } from './pages/dashboard/SponsorsPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentPage } from './pages/PaymentPage';
import { PendingConfirmationPage } from './pages/PendingConfirmationPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { SuccessPage } from './pages/success/SuccessPage';
import { VerifyPage } from './pages/verify/VerifyPage';
import { VerifyCertificatePage } from './pages/verify-certificate/VerifyCertificatePage';
import { ImpersonationProvider } from './session/ImpersonationProvider';

/** The specification's route table (§2). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while a page loaded on demand arrives, when it is the first page of the visit.
    hydrateFallbackElement: <LoadingScreen />,
    // Inside the router, since starting and ending an impersonation navigate.
    element: (
      <ImpersonationProvider>
        <Outlet />
      </ImpersonationProvider>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verify', element: <VerifyPage /> },
          { path: 'payment', element: <PaymentPage /> },
          { path: 'success', element: <SuccessPage /> },
          { path: 'pending-confirmation', element: <PendingConfirmationPage /> },
          { path: 'archived-account', element: <ArchivedAccountPage /> },
          { path: 'verify-certificate/:code', element: <VerifyCertificatePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <DashboardHomePage /> },
          { path: 'live', element: <LiveSessionsPage /> },
          { path: 'sponsors', element: <SponsorsPage /> },
          { path: 'accreditation', element: <AccreditationPage /> },
          { path: 'profile', element: <ProfilePage /> },
        ],
      },
      {
        path: 'admin',
        element: <AdminLayout />,
        // Each page loads on demand: grids and charts are large downloads no attendee needs.
        children: ADMIN_RESOURCES.map((resource) => ({
          ...(resource.path ? { path: resource.path } : { index: true }),
          lazy: async () => ({ Component: (await resource.load()).default }),
        })),
      },
    ],
  },
];
