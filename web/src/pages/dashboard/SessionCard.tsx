import { useId } from 'react';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { es, formatCount, formatText, type ZoomSession } from '@curso/common';
import { usePersonalJoinUrl } from '../../data/zoomSessions';
import { useGatedProfile } from '../../session/GatedProfileContext';
import { formatSessionTimes } from '../../utils/dates';
import { FeaturedParticipants } from './FeaturedParticipants';

const t = es.sessions;

interface SessionCardProps {
  session: ZoomSession;
  /** Approved access (or an administrator): the join button and registration link are offered. */
  canJoin: boolean;
}

/**
 * One session: its details and, unless it is over, the way in. Named by its title, so a reader
 * of the page (or a test) finds "the card of this session".
 */
export function SessionCard({ session, canJoin }: SessionCardProps) {
  const titleId = useId();
  const live = session.status === 'live';
  const open = session.status !== 'completed';
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {live && <Chip label={t.liveBadge} color="error" size="small" />}
            <Chip label={t.type[session.session_type] ?? session.session_type} size="small" />
          </Stack>
          <Typography id={titleId} variant="h6" component="h3">
            {session.session_title}
          </Typography>
          {session.session_description && (
            <Typography color="text.secondary">{session.session_description}</Typography>
          )}
          <Typography variant="body2">
            {formatSessionTimes(session.start_time, session.end_time)}
          </Typography>
          <Typography variant="body2">
            {formatCount(t.participants, session.participant_count ?? 0)}
            {session.max_participants
              ? ` · ${formatText(t.maxParticipants, { max: session.max_participants })}`
              : ''}
          </Typography>
          {live && <FeaturedParticipants sessionId={session.id} />}
        </Stack>
      </CardContent>
      {open && <SessionAccess session={session} canJoin={canJoin} />}
    </Card>
  );
}

function SessionAccess({ session, canJoin }: SessionCardProps) {
  if (!canJoin) {
    return (
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 2, pb: 2 }}>
        <Button variant="contained" disabled startIcon={<LockOutlined />}>
          {t.restricted}
        </Button>
        <Alert severity="info" sx={{ m: 0 }}>
          {t.restrictedText}
        </Alert>
      </CardActions>
    );
  }
  return <JoinActions session={session} />;
}

/** The join button opens the viewer's own link when they are registered, else the session's. */
function JoinActions({ session }: { session: ZoomSession }) {
  const profile = useGatedProfile();
  return profile ? (
    <PersonalJoinActions session={session} uid={profile.id} />
  ) : (
    <JoinButtons session={session} joinUrl={session.join_url} />
  );
}

function PersonalJoinActions({ session, uid }: { session: ZoomSession; uid: string }) {
  const personal = usePersonalJoinUrl(session.id, uid);
  return <JoinButtons session={session} joinUrl={personal ?? session.join_url} />;
}

function JoinButtons({ session, joinUrl }: { session: ZoomSession; joinUrl: string | null }) {
  return (
    <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
      {joinUrl && (
        <Button
          variant="contained"
          href={joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<VideocamOutlined />}
        >
          {t.join}
        </Button>
      )}
      {session.registration_url && (
        <Button href={session.registration_url} target="_blank" rel="noopener noreferrer">
          {t.register}
        </Button>
      )}
    </CardActions>
  );
}
