import { useMemo, useState } from 'react';
import { Button, Chip, Grid, Stack, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatCount,
  formatText,
  fullName,
  isPaidPlan,
  searchMatcher,
  normalizeStatus,
  paymentStatusLabel,
  paymentTransitions,
  planDisplayName,
  type PaymentStatus,
  type Profile,
  type VerifyStripePaymentsResponse,
  esAdmin,
} from '@curso/common';
import { jobFinished, newJobId } from '../../../data/admin/jobs';
import { useRegistrations } from '../../../data/admin/registrations';
import { api } from '../../../data/callables';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { PlanChip } from '../../../components/PlanChip';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { StatCard } from '../../../components/StatCard';
import { useToast } from '../../../components/toast/ToastContext';
import { formatDate } from '../../../utils/dates';
import { ClosedEditionNotice } from '../shared/ClosedEditionNotice';
import { useEditionScope } from '../shared/EditionScopeContext';
import { JobProgress } from '../shared/JobProgress';
import { useSearchTexts } from '../shared/useSearchTexts';
import { LatestJobNotice } from '../shared/LatestJobNotice';
import { SelectFilter } from '../shared/SelectFilter';
import { useAdminCall } from '../shared/useAdminCall';
import { PaymentIncidents } from './PaymentIncidents';

const t = esAdmin.payments;
const STATUS_OPTIONS = (['pending', 'completed', 'failed'] as const).map(
  (key) => [key, paymentStatusLabel(key)] as const,
);
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/**
 * "Seguimiento de Pagos": the edition's registrations on paying plans and their card payments,
 * settled by hand in the current edition only.
 */
export default function PaymentsPage() {
  const toast = useToast();
  const { edition, readOnly } = useEditionScope();
  const registrations = useRegistrations(edition);
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState('all');
  const [status, setStatus] = useState('all');
  const [jobId, setJobId] = useState(newJobId);
  const updating = useAdminCall(t.updateFailed);
  const verifying = useAdminCall(t.verifyFailed);

  const paying = useMemo(
    () =>
      registrations.status === 'ready'
        ? registrations.items.filter((p) => isPaidPlan(edition, p.plan_name))
        : [],
    [registrations, edition],
  );
  const planOptions = edition.plans
    .filter((p) => isPaidPlan(edition, p.key))
    .map((p) => [p.key, p.name] as const);
  const texts = useSearchTexts(paying);
  const matches = searchMatcher(search);
  const shown = paying.filter(
    (p) =>
      (plan === 'all' || normalizeStatus(p.plan_name) === plan) &&
      (status === 'all' || normalizeStatus(p.payment_status) === status) &&
      matches(texts.get(p.id) ?? ''),
  );
  const count = (s: string) => paying.filter((p) => normalizeStatus(p.payment_status) === s).length;
  const share = (n: number) =>
    formatText(t.ofTotal, { percent: percent.format(paying.length ? n / paying.length : 0) });

  const settle = async (profile: Profile, next: 'completed' | 'failed') => {
    const done = await updating.run(() =>
      api.setPaymentStatus({ userId: profile.id, status: next }),
    );
    if (!done) return;
    const name = fullName(profile.first_name, profile.last_name);
    toast({
      title: t.updatedTitle,
      description: formatText(t.updated, { name, status: paymentStatusLabel(next) }),
    });
  };

  const reportVerified = (answer: VerifyStripePaymentsResponse) =>
    toast({
      title: t.verifiedTitle,
      description: formatText(t.verified, {
        checked: formatCount(t.checkedCount, answer.checked),
        updated: formatCount(t.updatedCount, answer.updatedProfiles),
      }),
    });

  const verify = async () => {
    const answer = await verifying.run(async () => {
      const started = await api.verifyStripePayments({ jobId });
      return jobFinished(started.jobId, 'stripe_reconciliation');
    });
    setJobId(newJobId());
    if (answer) reportVerified(answer);
  };

  const listed: GridColDef<Profile>[] = [
    {
      field: 'name',
      headerName: t.columns.user,
      flex: 1.3,
      minWidth: 200,
      valueGetter: (_v, row) => `${fullName(row.first_name, row.last_name)} · ${row.email}`,
    },
    {
      field: 'plan_name',
      headerName: t.columns.plan,
      minWidth: 120,
      valueFormatter: (v) => planDisplayName(edition, v),
      renderCell: ({ value }) => <PlanChip plan={value} />,
    },
    {
      field: 'payment_status',
      headerName: t.columns.status,
      minWidth: 120,
      valueFormatter: (v) => paymentStatusLabel(v),
    },
    {
      field: 'stripe_customer_id',
      headerName: t.columns.customer,
      minWidth: 140,
      renderCell: ({ value }) => (
        <Chip
          size="small"
          color={value ? 'success' : 'default'}
          label={value ? t.customerConnected : t.customerMissing}
        />
      ),
    },
    {
      field: 'created_at',
      headerName: t.columns.date,
      type: 'date',
      minWidth: 120,
      valueFormatter: (v: Date) => formatDate(v),
    },
  ];
  const settleColumn: GridColDef<Profile> = {
    field: 'actions',
    headerName: t.columns.actions,
    sortable: false,
    minWidth: 260,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ height: '100%' }}>
        {paymentTransitions(row.payment_status).map((next: PaymentStatus) => (
          <Button
            key={next}
            size="small"
            color={next === 'failed' ? 'error' : 'primary'}
            disabled={updating.running}
            onClick={() => void settle(row, next as 'completed' | 'failed')}
          >
            {next === 'completed' ? t.markCompleted : t.markFailed}
          </Button>
        ))}
      </Stack>
    ),
  };
  const columns = readOnly ? listed : [...listed, settleColumn];

  if (registrations.status === 'error') return <ListenerErrorAlert reason={registrations.reason} />;
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title} />
      <ClosedEditionNotice />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatCard label={t.total} value={paying.length} />
        </Grid>
        {(['completed', 'pending', 'failed'] as const).map((s) => (
          <Grid key={s} size={{ xs: 6, lg: 3 }}>
            <StatCard label={t[s]} value={count(s)}>
              {share(count(s))}
            </StatCard>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={t.search}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <SelectFilter
          label={t.plan}
          value={plan}
          onChange={setPlan}
          options={planOptions}
          allLabel={t.all}
        />
        <SelectFilter
          label={t.status}
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          allLabel={t.all}
        />
        {!readOnly && (
          <Button variant="contained" onClick={() => void verify()} disabled={verifying.running}>
            {verifying.running ? t.verifying : t.verify}
          </Button>
        )}
      </Stack>
      {verifying.running && <JobProgress jobId={jobId} />}
      {!readOnly && (
        <LatestJobNotice
          kind="stripe_reconciliation"
          ownJobId={jobId}
          onFinished={reportVerified}
        />
      )}
      <SpanishDataGrid
        rows={shown}
        columns={columns}
        loading={registrations.status === 'loading'}
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          sorting: { sortModel: [{ field: 'created_at', sort: 'desc' }] },
        }}
      />
      <PaymentIncidents />
    </Stack>
  );
}
