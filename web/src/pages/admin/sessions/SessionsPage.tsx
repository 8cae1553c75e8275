import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import { esAdmin } from '@curso/common';
import { PageHeading } from '../../../components/PageHeading';
import { SectionTabs } from '../../../components/SectionTabs';
import { AttendanceTab } from './AttendanceTab';
import { SessionsTab } from './SessionsTab';

const t = esAdmin.sessions;
const TABS = ['sessions', 'attendance'] as const;
type TabKey = (typeof TABS)[number];
const PANEL_ID = 'sessions-admin-panel';

/** "Sesiones": the webinars themselves, and the attendance and certificates they lead to. */
export default function SessionsPage() {
  const [tab, setTab] = useState<TabKey>('sessions');
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <SectionTabs
          value={tab}
          onChange={setTab}
          keys={TABS}
          labels={t.tabs}
          label={t.tabsLabel}
          panelId={PANEL_ID}
        />
      </Box>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`${PANEL_ID}-tab-${tab}`}>
        {tab === 'sessions' ? <SessionsTab /> : <AttendanceTab />}
      </Box>
    </Stack>
  );
}
