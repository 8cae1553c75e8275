import { useState, type ComponentType } from 'react';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { PageHeading } from '../../../components/PageHeading';
import { CsvUploadTab } from './CsvUploadTab';
import { ManualUserForm } from './ManualUserForm';
import { PasteTab } from './PasteTab';
import { RegenerateCodeTab } from './RegenerateCodeTab';
import { esAdmin } from '@curso/common';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage;
const TABS = ['manual', 'csv', 'paste', 'regenerate'] as const;
type TabKey = (typeof TABS)[number];

const PANELS: Record<TabKey, ComponentType> = {
  manual: ManualUserForm,
  csv: CsvUploadTab,
  paste: PasteTab,
  regenerate: RegenerateCodeTab,
};

const tabId = (key: TabKey) => `user-management-tab-${key}`;
const panelId = (key: TabKey) => `user-management-panel-${key}`;

/**
 * "Alta Manual de Usuarios". Every panel stays mounted while hidden, so a half-filled
 * form or a checked import survives a look at another tab.
 */
export default function UserManagementPage() {
  const [tab, setTab] = useState<TabKey>('manual');
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography>{t.intro}</Typography>
      </PageHeading>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: TabKey) => setTab(next)}
          aria-label={t.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t.tabs[key]}
              id={tabId(key)}
              aria-controls={panelId(key)}
            />
          ))}
        </Tabs>
        {TABS.map((key) => {
          const Panel = PANELS[key];
          return (
            <Box
              key={key}
              role="tabpanel"
              id={panelId(key)}
              aria-labelledby={tabId(key)}
              hidden={tab !== key}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Panel />
            </Box>
          );
        })}
      </Paper>
    </Stack>
  );
}
