import { useMemo, useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  csvFileName,
  es,
  formatCount,
  formatText,
  fullName,
  isPendingSocio,
  searchMatcher,
  optionLabel,
  resultErrorText,
  SOCIETIES,
  SPECIALTIES,
  type BulkUsersResponse,
  type Profile,
  esAdmin,
} from '@curso/common';
import { jobFinished, newJobId } from '../../../data/admin/jobs';
import { useRegistrations } from '../../../data/admin/registrations';
import { api } from '../../../data/callables';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { useToast } from '../../../components/toast/ToastContext';
import { formatDate } from '../../../utils/dates';
import { ClosedEditionNotice } from '../shared/ClosedEditionNotice';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useEditionScope } from '../shared/EditionScopeContext';
import { useCsvExport } from '../shared/useCsvExport';
import { JobProgress } from '../shared/JobProgress';
import { LatestJobNotice } from '../shared/LatestJobNotice';
import { useAdminCall } from '../shared/useAdminCall';
import { useSearchTexts } from '../shared/useSearchTexts';

const t = esAdmin.approvals;
const c = esAdmin.registrations.columns;
type Decision = { kind: 'approve' | 'reject'; ids: string[] } | null;

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * "Cola de Aprobaciones": the edition's pending socios, one by one or many at once; an earlier
 * edition's are only listed.
 */
export default function ApprovalsPage() {
  const toast = useToast();
  const { edition, readOnly } = useEditionScope();
  const registrations = useRegistrations(edition);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [decision, setDecision] = useState<Decision>(null);
  const [jobId, setJobId] = useState(newJobId);
  const { run, running } = useAdminCall(es.common.error);

  const pending = useMemo(
    () =>
      registrations.status === 'ready'
        ? registrations.items.filter((profile) => isPendingSocio(profile, edition))
        : [],
    [registrations, edition],
  );
  const texts = useSearchTexts(pending);
  const shown = useMemo(() => {
    const matches = searchMatcher(search);
    return pending.filter((profile) => matches(texts.get(profile.id) ?? ''));
  }, [pending, texts, search]);
  // "Select all" answers with an exclude-model: every row but the ones listed.
  const selected = shown
    .map((profile) => profile.id)
    .filter((id) => (selection.type === 'include') === selection.ids.has(id));

  const listed: GridColDef<Profile>[] = [
    {
      field: 'name',
      headerName: c.name,
      flex: 1.2,
      minWidth: 180,
      valueGetter: (_v, row) => fullName(row.first_name, row.last_name),
    },
    { field: 'email', headerName: c.email, flex: 1.2, minWidth: 200 },
    { field: 'company', headerName: c.company, flex: 1, minWidth: 150 },
    {
      field: 'society',
      headerName: t.columns.society,
      minWidth: 120,
      valueFormatter: (v) => optionLabel(SOCIETIES, v),
    },
    {
      field: 'specialty',
      headerName: t.columns.specialty,
      minWidth: 160,
      valueFormatter: (v) => optionLabel(SPECIALTIES, v),
    },
    {
      field: 'created_at',
      headerName: c.date,
      type: 'date',
      minWidth: 120,
      valueFormatter: (v: Date) => formatDate(v),
    },
  ];
  const decisionColumn: GridColDef<Profile> = {
    field: 'actions',
    headerName: c.actions,
    sortable: false,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%' }}>
        <Button size="small" onClick={() => setDecision({ kind: 'approve', ids: [row.id] })}>
          {t.approve}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setDecision({ kind: 'reject', ids: [row.id] })}
        >
          {t.reject}
        </Button>
      </Stack>
    ),
  };
  const columns = readOnly ? listed : [...listed, decisionColumn];

  /** One notice: how many were decided, how many refused, and whose approval email failed. */
  const report = (kind: 'approve' | 'reject', answer: BulkUsersResponse) => {
    const lines = [formatCount(kind === 'approve' ? t.approved : t.rejected, answer.succeeded)];
    if (answer.failed) lines.push(formatCount(t.someFailed, answer.failed));
    const unmailed = answer.results
      .filter((r) => r.emailFailed)
      .map((r) => `${r.name}: ${resultErrorText(r)}`);
    if (unmailed.length) lines.push(unmailed.join(', '));
    toast({
      title: unmailed.length
        ? t.emailFailed
        : kind === 'approve'
          ? t.approvedTitle
          : t.rejectedTitle,
      description: lines.join('. '),
      variant: unmailed.length || answer.failed ? 'warning' : 'default',
    });
  };

  const confirm = async () => {
    if (!decision) return;
    const { kind, ids } = decision;
    const call = kind === 'approve' ? api.approveUsers : api.rejectUsers;
    const answer = await run(async () => {
      const started = await call({ userIds: ids, jobId });
      return jobFinished(started.jobId, kind);
    });
    setDecision(null);
    setJobId(newJobId());
    if (!answer) return;
    setSelection(EMPTY_SELECTION);
    report(kind, answer);
  };

  const download = useCsvExport();
  const exportCsv = () => {
    download(
      csvFileName('registros_pendientes', new Date()),
      [c.name, c.email, c.company, t.columns.society, t.columns.specialty, c.date],
      shown.map((p) => [
        fullName(p.first_name, p.last_name),
        p.email,
        p.company,
        optionLabel(SOCIETIES, p.society),
        optionLabel(SPECIALTIES, p.specialty),
        formatDate(p.created_at),
      ]),
    );
  };

  if (registrations.status === 'error') return <ListenerErrorAlert reason={registrations.reason} />;
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography>{t.intro}</Typography>
      </PageHeading>
      <ClosedEditionNotice />
      {!readOnly && (
        <>
          <LatestJobNotice
            kind="approve"
            ownJobId={jobId}
            onFinished={(answer) => report('approve', answer)}
          />
          <LatestJobNotice
            kind="reject"
            ownJobId={jobId}
            onFinished={(answer) => report('reject', answer)}
          />
        </>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <TextField
          label={t.search}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button onClick={exportCsv}>{t.exportCsv}</Button>
      </Stack>
      {!readOnly && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button
            variant="contained"
            disabled={!selected.length}
            onClick={() => setDecision({ kind: 'approve', ids: selected })}
          >
            {formatText(t.approveSelected, { count: selected.length })}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={!selected.length}
            onClick={() => setDecision({ kind: 'reject', ids: selected })}
          >
            {formatText(t.rejectSelected, { count: selected.length })}
          </Button>
          <Button disabled={!selected.length} onClick={() => setSelection(EMPTY_SELECTION)}>
            {t.clearSelection}
          </Button>
        </Stack>
      )}
      <SpanishDataGrid
        rows={shown}
        columns={columns}
        loading={registrations.status === 'loading'}
        checkboxSelection={!readOnly}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        localeText={{ noRowsLabel: t.empty }}
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
      />
      <ConfirmDialog
        open={decision !== null}
        title={decision?.kind === 'reject' ? t.reject : t.approve}
        confirmLabel={decision?.kind === 'reject' ? t.reject : t.approve}
        loading={running}
        onConfirm={() => void confirm()}
        onClose={() => setDecision(null)}
      >
        <Stack spacing={2}>
          <Typography>
            {formatCount(
              decision?.kind === 'reject' ? t.confirmReject : t.confirmApprove,
              decision?.ids.length ?? 0,
            )}
          </Typography>
          {running && <JobProgress jobId={jobId} />}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
