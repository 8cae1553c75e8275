import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A figure with its caption (the welcome page's and the back office's counters). */
export function StatCard({
  label,
  value,
  children,
}: {
  label: string;
  value: string | number;
  children?: ReactNode;
}) {
  return (
    <Card component="section" aria-label={label} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="p" fontWeight={700}>
          {value}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
