import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import type { GridInitialState } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import {
  accessStatusLabel,
  csvFileName,
  DEFAULT_REGISTRATION_FILTERS,
  formatCount,
  formatText,
  fullName,
  paymentStatusLabel,
  planDisplayName,
  type Profile,
  es,
  esAdmin,
} from '@curso/common';
import { api } from '../../../data/callables';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { useToast } from '../../../components/toast/ToastContext';
import { useImpersonation } from '../../../session/impersonation';
import { formatDate } from '../../../utils/dates';
import { ClosedEditionNotice } from '../shared/ClosedEditionNotice';
import { useEditionScope } from '../shared/EditionScopeContext';
import { useCsvExport } from '../shared/useCsvExport';
import { useAdminCall } from '../shared/useAdminCall';
import { useListenerFailureToast } from '../shared/useListenerFailureToast';
import { ArchiveDialog, archiveFailureText } from './ArchiveDialog';
import { EditUserDialog } from './EditUserDialog';
import { EmailHistoryDialog } from './EmailHistoryDialog';
import { registrationCellStyles, registrationColumns } from './registrationColumns';
import { RegistrationFiltersBar } from './RegistrationFiltersBar';
import { useFilteredRegistrations } from './useFilteredRegistrations';

/** The mass-email button opens the mass-send form of Gestión de Emails. */
const MASS_EMAIL_PATH = '/admin/email-management?tab=mass';

const t = esAdmin.registrations;
type Open = { dialog: 'edit' | 'archive' | 'history'; profile: Profile } | null;

const CSV_HEADER = [
  t.columns.name,
  t.columns.email,
  t.columns.company,
  t.columns.plan,
  t.columns.access,
  t.columns.payment,
  t.columns.date,
];

// One height for every row: measuring each new row's own height on every key cost more than the
// rest of a search's render.
const ROW_HEIGHT = 60;
// The grid fills the window below the filters and scrolls within: it then draws only the rows in
// view, which is what a search redraws on every key. Its frame gives it that height (a grid sizes
// itself to its parent).
const GRID_FRAME = { height: 'max(420px, calc(100vh - 330px))' };
// While the rest are read, the newest rows show under a progress bar.
const LOADING_SLOTS = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
} as const;
// Props the grid compares from one render to the next, so they stay the same objects.
const INITIAL_STATE: GridInitialState = {
  pagination: { paginationModel: { pageSize: 25 } },
  sorting: { sortModel: [{ field: 'created_at', sort: 'desc' }] },
};

/** "Gestión de Registros": the edition's registrations, filtered, with their actions. */
export default function RegistrationsPage() {
  const toast = useToast();
  const { edition, readOnly } = useEditionScope();
  const { start } = useImpersonation();
  const [filters, setFilters] = useState(DEFAULT_REGISTRATION_FILTERS);
  const [open, setOpen] = useState<Open>(null);
  const { registrations, all, shown, complete } = useFilteredRegistrations(edition, filters);
  // The grid's first render is the page's heaviest: it comes right after the registrations are
  // asked for (the hook above subscribes first), so the first read is on its way meanwhile.
  const [gridMounted, setGridMounted] = useState(false);
  useEffect(() => setGridMounted(true), []);
  useListenerFailureToast(registrations, t.loadFailed);
  const restoring = useAdminCall(esAdmin.archive.restoreFailed, archiveFailureText);

  const columns = useMemo(
    () =>
      registrationColumns(
        {
          edit: (profile) => setOpen({ dialog: 'edit', profile }),
          archive: (profile) => setOpen({ dialog: 'archive', profile }),
          history: (profile) => setOpen({ dialog: 'history', profile }),
          viewAs: (profile) => void start(profile.id, t.impersonationFailed),
          restore: async (profile) => {
            const done = await restoring.run(() =>
              api.archiveUser({ userId: profile.id, action: 'unarchive', reason: '' }),
            );
            if (!done) return;
            const name = fullName(profile.first_name, profile.last_name);
            toast({
              title: esAdmin.archive.restoredTitle,
              description: formatText(esAdmin.archive.restored, { name }),
            });
          },
        },
        edition,
        readOnly,
      ),
    [start, restoring, toast, edition, readOnly],
  );

  const download = useCsvExport();
  const exportCsv = () => {
    download(
      csvFileName('registros', new Date()),
      CSV_HEADER,
      shown.map((p) => [
        fullName(p.first_name, p.last_name),
        p.email,
        p.company,
        planDisplayName(edition, p.plan_name),
        accessStatusLabel(p.access_status),
        paymentStatusLabel(p.payment_status),
        formatDate(p.created_at),
      ]),
    );
  };

  if (registrations.status === 'error') return <ListenerErrorAlert reason={registrations.reason} />;
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title} />
      <ClosedEditionNotice />
      <RegistrationFiltersBar filters={filters} onChange={setFilters} />
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        flexWrap="wrap"
        gap={1}
      >
        <Typography role="status">
          {complete
            ? formatCount(t.showing, all.length, { shown: shown.length })
            : es.common.loading}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={MASS_EMAIL_PATH}
            startIcon={<ForwardToInboxOutlined />}
          >
            {t.massEmail}
          </Button>
          <Button startIcon={<FileDownloadOutlined />} onClick={exportCsv} disabled={!complete}>
            {t.exportCsv}
          </Button>
        </Stack>
      </Stack>
      <Box sx={GRID_FRAME}>
        {gridMounted && (
          <SpanishDataGrid
            rows={shown}
            columns={columns}
            loading={!complete}
            slotProps={LOADING_SLOTS}
            rowHeight={ROW_HEIGHT}
            initialState={INITIAL_STATE}
            sx={registrationCellStyles}
          />
        )}
      </Box>
      {open?.dialog === 'edit' && (
        <EditUserDialog profile={open.profile} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'archive' && (
        <ArchiveDialog profile={open.profile} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'history' && (
        <EmailHistoryDialog profile={open.profile} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
