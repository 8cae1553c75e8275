import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Box, Button, Chip, Container } from '@mui/material';
import { dashboardGate, es, planDisplayName } from '@curso/common';
import { useSignedInUser } from '../data/session';
import { AccessGate } from '../session/AccessGate';
import { useGatedProfile } from '../session/GatedProfileContext';
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
  const isAdmin = session.status === 'signedIn' && session.isAdmin;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ShellHeader>
        {isAdmin && (
          <Button color="inherit" component={RouterLink} to="/admin">
            {es.dashboard.admin}
          </Button>
        )}
        {profile && (
          <Chip
            label={planDisplayName(profile.plan_name)}
            size="small"
            sx={{ bgcolor: 'common.white', color: 'primary.main', fontWeight: 600 }}
          />
        )}
      </ShellHeader>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
