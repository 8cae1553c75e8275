import { Card, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  es,
  formatText,
  isCountedKind,
  type AccreditationRules,
  type SessionAttendance,
} from '@curso/common';
import { useEdition } from '../../../session/EditionContext';

const t = es.accreditation;

/** Whether the session counts towards accreditation: its kind is counted and the minutes suffice. */
const countsTowardsAccreditation = (session: SessionAttendance, rules: AccreditationRules) =>
  session.counted && isCountedKind(session.kind, rules);

/** "Tu asistencia": the minutes of each session the functions recorded for the attendee. */
export function AttendedSessions({
  sessions,
  labelledBy,
}: {
  sessions: Record<string, SessionAttendance>;
  /** The id of the section's heading, which names the list. */
  labelledBy: string;
}) {
  const rules = useEdition().accreditation;
  const entries = Object.entries(sessions).sort(([, a], [, b]) =>
    a.session_title.localeCompare(b.session_title, 'es'),
  );
  if (!entries.length) return <Typography color="text.secondary">{t.attendedEmpty}</Typography>;
  return (
    <Card variant="outlined">
      <List aria-labelledby={labelledBy} disablePadding>
        {entries.map(([id, session], index) => {
          const counts = countsTowardsAccreditation(session, rules);
          // A running session is not decided yet: its minutes still grow.
          const chip = session.live
            ? { color: 'info' as const, label: t.live }
            : counts
              ? { color: 'success' as const, label: t.counted }
              : { color: 'default' as const, label: t.notCounted };
          return (
            <ListItem key={id} divider={index < entries.length - 1} sx={{ gap: 2 }}>
              <ListItemText
                primary={session.session_title}
                secondary={formatText(t.attendedMinutes, {
                  minutes: session.minutes,
                  scheduled: session.scheduled_minutes,
                })}
              />
              <Chip size="small" color={chip.color} label={chip.label} />
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}
