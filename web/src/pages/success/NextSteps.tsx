import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { es } from '@curso/common';

export function NextSteps() {
  return (
    <Stack spacing={1} component="section" aria-labelledby="next-steps-title">
      <Typography id="next-steps-title" variant="h6" component="h2">
        {es.success.nextStepsTitle}
      </Typography>
      <List component="ol" dense sx={{ listStyle: 'decimal', pl: 3 }}>
        {es.success.nextSteps.map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', pl: 0.5 }}>
            <ListItemText primary={step} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
