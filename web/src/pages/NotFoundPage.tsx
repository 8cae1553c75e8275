import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import { es } from '@curso/common';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ py: 10, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h1" component="h1" fontWeight={800} color="primary">
        {es.notFound.code}
      </Typography>
      <Typography>{es.notFound.text}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {es.notFound.backHome}
      </Button>
    </Stack>
  );
}
