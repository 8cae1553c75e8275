import { Stack, Typography } from '@mui/material';
import { es } from '@curso/common';

/** The back office's index (its pages are a later piece of work). */
export function AdminHomePage() {
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {es.admin.title}
      </Typography>
      <Typography>{es.admin.intro}</Typography>
    </Stack>
  );
}
