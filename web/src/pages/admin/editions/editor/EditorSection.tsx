import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';

/** One part of the editor: a heading over a grid of fields. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}
