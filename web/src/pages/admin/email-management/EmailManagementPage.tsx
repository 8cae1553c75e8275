import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Stack, Typography } from '@mui/material';
import { esAdmin } from '@curso/common';
import { PageHeading } from '../../../components/PageHeading';
import { SectionTabs } from '../../../components/SectionTabs';
import { HistoryTab } from './HistoryTab';
import { MassNotificationTab } from './MassNotificationTab';
import { TemplatesTab } from './TemplatesTab';
import { TestEmailTab } from './TestEmailTab';

const t = esAdmin.emails;
const TABS = ['templates', 'test', 'mass', 'history'] as const;
type TabKey = (typeof TABS)[number];
const PANEL_ID = 'email-management-panel';

const PANELS: Record<TabKey, () => ReactNode> = {
  templates: () => <TemplatesTab />,
  test: () => <TestEmailTab />,
  mass: () => <MassNotificationTab />,
  history: () => <HistoryTab />,
};

/**
 * "Gestión de Emails": four tabs. A tab is mounted the first time it is opened and kept
 * (hidden) afterwards, so a half-written notification survives a look at the history.
 */
export default function EmailManagementPage() {
  // `?tab=mass` is how the registrations page's mass-email button opens the mass-send form.
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<TabKey>(() =>
    TABS.includes(asked as TabKey) ? (asked as TabKey) : 'templates',
  );
  const [opened, setOpened] = useState<ReadonlySet<TabKey>>(() => new Set([tab]));
  const open = (next: TabKey) => {
    setTab(next);
    setOpened((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography color="text.secondary">{t.subtitle}</Typography>
      </PageHeading>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <SectionTabs
          value={tab}
          onChange={open}
          keys={TABS}
          labels={t.tabs}
          label={t.tabsLabel}
          panelId={PANEL_ID}
        />
      </Box>
      {TABS.filter((key) => opened.has(key)).map((key) => (
        <Box
          key={key}
          role="tabpanel"
          id={key === tab ? PANEL_ID : undefined}
          aria-labelledby={`${PANEL_ID}-tab-${key}`}
          hidden={key !== tab}
        >
          {PANELS[key]()}
        </Box>
      ))}
    </Stack>
  );
}
