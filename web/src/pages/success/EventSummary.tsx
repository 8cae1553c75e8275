import { Box, Stack, Typography } from '@mui/material';
import { courseVenue, es, EVENT, type PlanKey } from '@curso/common';

const t = es.success;

/** Date, hours and venue of the course (the venue follows the plan's modality). */
export function EventSummary({ plan }: { plan: PlanKey | null }) {
  const rows = [
    [t.date, t.dateValue],
    [t.schedule, t.scheduleValue],
    [t.place, courseVenue(plan)],
  ] as const;
  return (
    <Stack spacing={1} component="section" aria-labelledby="event-summary-title">
      <Typography id="event-summary-title" variant="h6" component="h2">
        {t.eventTitle}
      </Typography>
      <Typography fontWeight={600}>{EVENT.title}</Typography>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{label}:</Typography>
          <Typography>{value}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
