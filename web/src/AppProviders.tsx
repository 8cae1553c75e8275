import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { ToastProvider } from './components/toast/ToastProvider';
import { theme } from './theme/theme';

/** Theme and notices: everything a page needs besides Firebase and the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
