import { Chip, Stack, Typography } from '@mui/material';
import { es } from '@curso/common';
import { useFeaturedParticipants } from '../../data/zoomSessions';

const t = es.sessions;

/** Who is on the videowall of a live session, followed live. */
export function FeaturedParticipants({ sessionId }: { sessionId: string }) {
  const participants = useFeaturedParticipants(sessionId);
  if (participants.status !== 'ready' || participants.items.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">{t.featured}</Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0 }}
      >
        {participants.items.map((participant) => (
          <Chip
            component="li"
            key={participant.id}
            size="small"
            variant="outlined"
            label={[participant.participant_name, t.participantType[participant.participant_type]]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </Stack>
    </Stack>
  );
}
