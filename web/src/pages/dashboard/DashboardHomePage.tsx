import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { es, fullName, planDisplayName, WELCOME, welcomeSummary } from '@curso/common';
import { useEdition } from '../../session/EditionContext';
import { useGatedProfile } from '../../session/GatedProfileContext';
import { Countdown } from './Countdown';
import { SessionCard } from './SessionCard';
import { StatCard } from '../../components/StatCard';
import { useCanJoinSessions } from './useCanJoinSessions';
import { useSessions } from './useSessions';
import { ListenerErrorAlert } from '../../components/ListenerErrorAlert';

const t = es.welcome;

/** `/dashboard`: the welcome page, with the countdown and a glimpse of the programme. */
export function DashboardHomePage() {
  const edition = useEdition();
  const profile = useGatedProfile();
  const name = fullName(profile?.first_name, profile?.last_name);
  const { sessions, now } = useSessions();
  const canJoin = useCanJoinSessions();
  const summary = welcomeSummary(sessions.status === 'ready' ? sessions.items : [], now);
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {name ? `${es.dashboard.welcome}, ${name}` : es.dashboard.welcome}
        </Typography>
        {profile && (
          <Typography color="text.secondary">
            {es.dashboard.plan}: {planDisplayName(edition, profile.plan_name)}
          </Typography>
        )}
        <Typography>{es.dashboard.intro}</Typography>
      </Stack>
      <Countdown />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label={t.totalSessions} value={summary.totalSessions} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label={t.participants} value={WELCOME.participantsFigure} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label={t.sponsors} value={edition.sponsors.length}>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {edition.sponsors.map((sponsor) => sponsor.name).join(' · ')}
            </Typography>
            <Button component={RouterLink} to="/dashboard/sponsors" size="small" sx={{ mt: 1 }}>
              {t.allSponsors}
            </Button>
          </StatCard>
        </Grid>
      </Grid>
      {sessions.status === 'error' && <ListenerErrorAlert reason={sessions.reason} />}
      <SessionSection title={t.liveNow} empty={t.noLive}>
        {summary.live.map((session) => (
          <SessionCard key={session.id} session={session} canJoin={canJoin} />
        ))}
      </SessionSection>
      <SessionSection title={t.upcoming} empty={t.noUpcoming}>
        {summary.upcoming.map((session) => (
          <SessionCard key={session.id} session={session} canJoin={canJoin} />
        ))}
      </SessionSection>
      <Button component={RouterLink} to="/dashboard/live" sx={{ alignSelf: 'flex-start' }}>
        {t.allSessions}
      </Button>
    </Stack>
  );
}

function SessionSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Stack component="section" aria-label={title} spacing={2}>
      <Typography variant="h5" component="h2" fontWeight={700}>
        {title}
      </Typography>
      {children.length ? children : <Typography color="text.secondary">{empty}</Typography>}
    </Stack>
  );
}
