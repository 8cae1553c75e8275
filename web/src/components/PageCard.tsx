import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

interface PageCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}

/** A centred card with the page's heading: the frame of the short one-task pages. */
export function PageCard({ title, subtitle, children, maxWidth = 480 }: PageCardProps) {
  return (
    <Card variant="outlined" sx={{ maxWidth, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="h4" component="h1" fontWeight={700}>
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
