import { useMemo, useState } from 'react';
import { Alert, Stack, Tab, Tabs, Typography } from '@mui/material';
import { es, liveSessions, pastSessions, upcomingSessions } from '@curso/common';
import { LoadingScreen } from '../../components/LoadingScreen';
import { SessionCard } from './SessionCard';
import { useCanJoinSessions } from './useCanJoinSessions';
import { useSessions } from './useSessions';

const t = es.sessions;
const TABS = ['live', 'upcoming', 'past'] as const;
type SessionTab = (typeof TABS)[number];

/** `/dashboard/live`: the sessions in three tabs, classified on the device from one listener. */
export function LiveSessionsPage() {
  const { sessions, now } = useSessions();
  const canJoin = useCanJoinSessions();
  const [tab, setTab] = useState<SessionTab>('live');
  const items = sessions.status === 'ready' ? sessions.items : null;
  const byTab = useMemo(
    () =>
      items && {
        live: liveSessions(items),
        upcoming: upcomingSessions(items, now),
        past: pastSessions(items),
      },
    [items, now],
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {t.title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: SessionTab) => setTab(value)}
        aria-label={t.tabsLabel}
        variant="fullWidth"
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t.tabs[key]}
            id={`sessions-tab-${key}`}
            aria-controls="sessions-panel"
          />
        ))}
      </Tabs>
      <Stack
        id="sessions-panel"
        role="tabpanel"
        aria-labelledby={`sessions-tab-${tab}`}
        spacing={2}
      >
        {sessions.status === 'error' && <Alert severity="error">{es.dashboard.loadFailed}</Alert>}
        {sessions.status === 'loading' && <LoadingScreen />}
        {byTab && byTab[tab].length === 0 && (
          <Typography color="text.secondary">{t.empty[tab]}</Typography>
        )}
        {byTab?.[tab].map((session) => (
          <SessionCard key={session.id} session={session} canJoin={canJoin} />
        ))}
      </Stack>
    </Stack>
  );
}
