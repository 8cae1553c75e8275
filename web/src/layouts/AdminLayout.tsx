import { Outlet } from 'react-router-dom';
import { Box, Container } from '@mui/material';
import { AdminGate } from '../session/AdminGate';
import { ShellHeader } from './ShellHeader';
import { ImpersonationBanner } from '../components/ImpersonationBanner';

/** `/admin`: administrators only; the back office pages render in the outlet. */
export function AdminLayout() {
  return (
    <AdminGate>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <ShellHeader />
        <ImpersonationBanner />
        <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
          <Outlet />
        </Container>
      </Box>
    </AdminGate>
  );
}
