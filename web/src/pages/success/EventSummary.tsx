import { Box, Stack, Typography } from '@mui/material';
import {
  courseVenue,
  editionDatesWithWeekday,
  editionSchedule,
  es,
  type PlanKey,
} from '@curso/common';
import { useEdition } from '../../session/EditionContext';

const t = es.success;

/** Date, hours and venue of the course (the venue follows the plan: in person or online). */
export function EventSummary({ plan }: { plan: PlanKey | null }) {
  const edition = useEdition();
  const rows = [
    [t.date, editionDatesWithWeekday(edition)],
    [t.schedule, editionSchedule(edition)],
    [t.place, courseVenue(edition, plan)],
  ] as const;
  return (
    <Stack spacing={1} component="section" aria-labelledby="event-summary-title">
      <Typography id="event-summary-title" variant="h6" component="h2">
        {t.eventTitle}
      </Typography>
      <Typography fontWeight={600}>{edition.title}</Typography>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{label}:</Typography>
          <Typography>{value}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
