import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { es } from '@curso/common';

const t = es.dashboard;

const PAGES = [
  { to: '/dashboard', label: t.nav.home },
  { to: '/dashboard/live', label: t.nav.live },
  { to: '/dashboard/sponsors', label: t.nav.sponsors },
  { to: '/dashboard/accreditation', label: t.nav.accreditation },
  { to: '/dashboard/profile', label: t.nav.profile },
] as const;

/** The dashboard's pages as scrollable tabs: one row that still fits a 360 px phone. */
export function DashboardNav() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const current = PAGES.find((page) => page.to === path)?.to ?? false;
  return (
    <Box component="nav" aria-label={t.navLabel} sx={{ bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" disableGutters>
        <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {PAGES.map((page) => (
            <Tab
              key={page.to}
              value={page.to}
              label={page.label}
              component={RouterLink}
              to={page.to}
            />
          ))}
        </Tabs>
      </Container>
    </Box>
  );
}
