import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { es } from '@curso/common';
import { useEdition } from '../session/EditionContext';
import { useSignOut } from '../session/useSignOut';

interface ShellHeaderProps {
  /** The area's own items (buttons, status). */
  children?: ReactNode;
  /** The account control at the end; a plain sign-out button by default. */
  account?: ReactNode;
}

/** The signed-in header: course name, the area's own items, and the account control. */
export function ShellHeader({ children, account }: ShellHeaderProps) {
  const edition = useEdition();
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
        >
          {edition.short_title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {children}
          {account ?? <SignOutButton />}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button color="inherit" startIcon={<LogoutOutlined />} onClick={signOut}>
      {es.common.signOut}
    </Button>
  );
}
