import { useState, type ComponentType } from 'react';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { PageHeading } from '../../../components/PageHeading';
import { useToast } from '../../../components/toast/ToastContext';
import { ClosedEditionNotice } from '../shared/ClosedEditionNotice';
import { useEditionScope } from '../shared/EditionScopeContext';
import { LatestJobNotice } from '../shared/LatestJobNotice';
import { CsvUploadTab } from './CsvUploadTab';
import { ImportResults } from './ImportResults';
import { importToast } from './importToast';
import { ManualUserForm } from './ManualUserForm';
import { PasteTab } from './PasteTab';
import { RegenerateCodeTab } from './RegenerateCodeTab';
import { esAdmin, type BulkCreateUsersResponse } from '@curso/common';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage;
const TABS = ['manual', 'csv', 'paste', 'regenerate'] as const;
type TabKey = (typeof TABS)[number];

/** What the import panels tell the page: the job of each import, before it starts. */
type PanelProps = { onImportJob: (jobId: string) => void };

const PANELS: Record<TabKey, ComponentType<PanelProps>> = {
  manual: ManualUserForm,
  csv: CsvUploadTab,
  paste: PasteTab,
  regenerate: RegenerateCodeTab,
};

const tabId = (key: TabKey) => `user-management-tab-${key}`;
const panelId = (key: TabKey) => `user-management-panel-${key}`;

/**
 * "Alta Manual de Usuarios", in the current edition only: every account it makes or restores
 * registers there. Every panel stays mounted while hidden, so a half-filled form or a checked
 * import survives a look at another tab. An import found under way is shown above the tabs (an
 * import panel exists only once a table is read), its results once it ends.
 */
export default function UserManagementPage() {
  const { readOnly } = useEditionScope();
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography>{t.intro}</Typography>
      </PageHeading>
      <ClosedEditionNotice />
      {!readOnly && <UserManagementPanels />}
    </Stack>
  );
}

function UserManagementPanels() {
  const toast = useToast();
  const [tab, setTab] = useState<TabKey>('manual');
  const [importJob, setImportJob] = useState<string | null>(null);
  const [foundImport, setFoundImport] = useState<BulkCreateUsersResponse | null>(null);
  return (
    <>
      <LatestJobNotice
        kind="user_import"
        ownJobId={importJob}
        onFinished={(answer) => {
          setFoundImport(answer);
          toast(importToast(answer));
        }}
      />
      {foundImport && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ImportResults answer={foundImport} />
        </Paper>
      )}
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
              <Panel onImportJob={setImportJob} />
            </Box>
          );
        })}
      </Paper>
    </>
  );
}
