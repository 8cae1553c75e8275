import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { es, EVENT } from '@curso/common';
import { useSignOut } from '../session/useSignOut';

/** The signed-in header: course name, the area's own items, and sign-out. */
export function ShellHeader({ children }: { children?: ReactNode }) {
  const signOut = useSignOut();
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
        >
          {EVENT.shortTitle}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {children}
          <Button color="inherit" startIcon={<LogoutOutlined />} onClick={signOut}>
            {es.common.signOut}
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
