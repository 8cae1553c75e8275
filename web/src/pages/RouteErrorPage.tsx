import { Button, Stack, Typography } from '@mui/material';
import { es } from '@curso/common';

/**
 * Shown when a page fails (see RouteErrorBoundary). A full reload to `/` restarts every listener
 * rather than reusing a broken one.
 */
export function RouteErrorPage() {
  return (
    <Stack
      role="alert"
      spacing={2}
      sx={{ py: 10, px: 2, alignItems: 'center', textAlign: 'center' }}
    >
      <Typography variant="h5" component="h1">
        {es.errors.internal}
      </Typography>
      <Button variant="contained" href="/">
        {es.notFound.backHome}
      </Button>
    </Stack>
  );
}
