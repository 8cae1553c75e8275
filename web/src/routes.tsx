import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from './layouts/AdminLayout';
import { DashboardLayout } from './layouts/DashboardLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { AdminHomePage } from './pages/AdminHomePage';
import { ArchivedAccountPage } from './pages/ArchivedAccountPage';
import { DashboardHomePage } from './pages/DashboardHomePage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentPage } from './pages/PaymentPage';
import { PendingConfirmationPage } from './pages/PendingConfirmationPage';
import { RegisterPage } from './pages/register/RegisterPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { SuccessPage } from './pages/success/SuccessPage';
import { VerifyPage } from './pages/VerifyPage';

/** The specification's route table (§2). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [{ index: true, element: <DashboardHomePage /> }],
      },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: [{ index: true, element: <AdminHomePage /> }],
      },
    ],
  },
];
