import { useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { es, liveSessions, pastSessions, upcomingSessions } from '@curso/common';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeading } from '../../components/PageHeading';
import { SectionTabs } from '../../components/SectionTabs';
import { SessionCard } from './SessionCard';
import { useCanJoinSessions } from './useCanJoinSessions';
import { useSessions } from './useSessions';
import { ListenerErrorAlert } from '../../components/ListenerErrorAlert';

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
      <PageHeading title={t.title} />
      <SectionTabs
        value={tab}
        onChange={setTab}
        keys={TABS}
        labels={t.tabs}
        label={t.tabsLabel}
        fullWidth
        panelId="sessions-panel"
      />
      <Stack
        id="sessions-panel"
        role="tabpanel"
        aria-labelledby={`sessions-panel-tab-${tab}`}
        spacing={2}
      >
        {sessions.status === 'error' && <ListenerErrorAlert reason={sessions.reason} />}
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
