import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Box, Button, Container } from '@mui/material';
import { dashboardGate, es } from '@curso/common';
import { useSignedInUser } from '../data/session';
import { ImpersonationBanner } from '../components/ImpersonationBanner';
import { AccessGate } from '../session/AccessGate';
import { useGatedProfile } from '../session/GatedProfileContext';
import { useImpersonating } from '../session/impersonation';
import { AccountMenu } from './dashboard/AccountMenu';
import { DashboardNav } from './dashboard/DashboardNav';
import { PlanStatus } from './dashboard/PlanStatus';
import { usePlanChangeNotice } from './dashboard/usePlanChangeNotice';
import { ShellHeader } from './ShellHeader';

/** `/dashboard`: approved attendees (and administrators) only; its pages render in the outlet. */
export function DashboardLayout() {
  return (
    <AccessGate gate={dashboardGate}>
      <DashboardShell />
    </AccessGate>
  );
}

function DashboardShell() {
  const profile = useGatedProfile();
  const session = useSignedInUser();
  const impersonating = useImpersonating();
  usePlanChangeNotice(profile, impersonating);
  // While viewing as someone else the header is theirs; "Volver a Admin" is the way back.
  const showAdmin = session.status === 'signedIn' && session.isAdmin && !impersonating;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ShellHeader
        account={<AccountMenu firstName={profile?.first_name} lastName={profile?.last_name} />}
      >
        {showAdmin && (
          <Button color="inherit" component={RouterLink} to="/admin">
            {es.dashboard.admin}
          </Button>
        )}
        {profile && <PlanStatus plan={profile.plan_name} access={profile.access_status} />}
      </ShellHeader>
      <ImpersonationBanner />
      <DashboardNav />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
