import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Drawer, IconButton, Toolbar } from '@mui/material';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { esAdmin } from '@curso/common';
import { ImpersonationBanner } from '../components/ImpersonationBanner';
import { LoadingScreen } from '../components/LoadingScreen';
import { AdminRoutes } from '../pages/admin/AdminRoutes';
import { useEditionChoice } from '../pages/admin/shared/EditionScopeContext';
import { AdminGate } from '../session/AdminGate';
import { AdminNav } from './admin/AdminNav';
import { EditionChoiceProvider } from './admin/EditionChoiceProvider';
import { EditionSelect } from './admin/EditionSelect';
import { ShellHeader } from './ShellHeader';

const DRAWER_WIDTH = 248;

/** Every page filters by the chosen edition, so none renders before it is known. */
function EditionPages() {
  return useEditionChoice().scope ? <AdminRoutes /> : <LoadingScreen />;
}

/**
 * `/admin`: administrators only. A sidebar with the back office's sections (kept open from a
 * laptop's width, a menu button below it), the edition the pages show, a link back to the
 * personal area, and the page.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = <AdminNav onNavigate={() => setMenuOpen(false)} />;
  return (
    <AdminGate>
      <EditionChoiceProvider>
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
          <ShellHeader>
            <IconButton
              color="inherit"
              aria-label={esAdmin.openMenu}
              onClick={() => setMenuOpen(true)}
              sx={{ display: { lg: 'none' } }}
            >
              <MenuOutlined />
            </IconButton>
            <EditionSelect />
            <Button color="inherit" component={RouterLink} to="/dashboard">
              {esAdmin.backToDashboard}
            </Button>
          </ShellHeader>
          <ImpersonationBanner />
          <Box sx={{ display: 'flex' }}>
            <Drawer
              variant="temporary"
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              sx={{ display: { lg: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              <Toolbar />
              {nav}
            </Drawer>
            <Box
              sx={{
                display: { xs: 'none', lg: 'block' },
                width: DRAWER_WIDTH,
                flexShrink: 0,
                borderRight: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                minHeight: 'calc(100vh - 64px)',
              }}
            >
              {nav}
            </Box>
            <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
              <EditionPages />
            </Box>
          </Box>
        </Box>
      </EditionChoiceProvider>
    </AdminGate>
  );
}
