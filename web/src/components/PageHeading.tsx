import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** The h1 of a signed-in page, with an optional line under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
