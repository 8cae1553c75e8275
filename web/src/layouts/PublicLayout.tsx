import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import { ImpersonationBanner } from '../components/ImpersonationBanner';
import { useEdition } from '../session/EditionContext';

function CourseName() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
    >
      {useEdition().short_title}
    </Typography>
  );
}

/** Header with the course name and a centred content column for the public pages. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar>
          {/* The header paints at once; its name, the edition's, when `/edition.json` arrives. */}
          <Suspense fallback={null}>
            <CourseName />
          </Suspense>
        </Toolbar>
      </AppBar>
      <ImpersonationBanner />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
