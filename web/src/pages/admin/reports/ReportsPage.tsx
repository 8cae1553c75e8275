import { useMemo } from 'react';
import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  csvFileName,
  es,
  registrationReport,
  type CountEntry,
  type RegistrationReport,
  esAdmin,
} from '@curso/common';
import { useRegistrations } from '../../../data/admin/registrations';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { StatCard } from '../../../components/StatCard';
import { useEditionScope } from '../shared/EditionScopeContext';
import { useCsvExport } from '../shared/useCsvExport';
import { useListenerFailureToast } from '../shared/useListenerFailureToast';
import { fullReportRows, FULL_REPORT_HEADER } from './fullReport';

const t = esAdmin.reports;
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/** A chart beside its numbers: the chart draws, the list says it for screen readers and print. */
function Figure({
  title,
  entries,
  chart,
  loading,
}: {
  title: string;
  entries: CountEntry[];
  chart: 'bar' | 'pie';
  loading: boolean;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {chart === 'pie' ? (
          <PieChart
            height={220}
            loading={loading}
            series={[{ data: entries.map((e, id) => ({ id, value: e.count, label: e.label })) }]}
          />
        ) : (
          <BarChart
            height={240}
            loading={loading}
            layout="horizontal"
            hideLegend
            yAxis={[{ scaleType: 'band', data: entries.map((e) => e.label), width: 130 }]}
            series={[{ data: entries.map((e) => e.count), label: t.registrations }]}
          />
        )}
        <Stack component="ul" sx={{ pl: 2, m: 0 }}>
          {entries.map((entry) => (
            <Typography component="li" key={entry.key} variant="body2">
              {entry.label}: <strong>{entry.count}</strong>
            </Typography>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function summaryRows(report: RegistrationReport): (string | number)[][] {
  return [
    [t.total, report.total],
    [t.approvalRate, percent.format(report.approvalRate)],
    [t.paymentRate, percent.format(report.paymentRate)],
    [t.countries, report.countries],
    ...report.byPlan.map((e) => [`${t.byPlan}: ${e.label}`, e.count]),
    ...report.allCountries.slice(0, 10).map((e) => [`${es.register.country}: ${e.label}`, e.count]),
  ];
}

/** "Reportes y Estadísticas": the edition's figures, charts and the two CSV downloads. */
export default function ReportsPage() {
  const exportCsv = useCsvExport();
  const { edition } = useEditionScope();
  const registrations = useRegistrations(edition);
  const profiles = useMemo(
    () => (registrations.status === 'ready' ? registrations.items : []),
    [registrations],
  );
  const report = useMemo(
    () => registrationReport(profiles, edition, new Date()),
    [profiles, edition],
  );
  useListenerFailureToast(registrations, t.loadFailed);
  if (registrations.status === 'error') return <ListenerErrorAlert reason={registrations.reason} />;
  // While the registrations load, the charts say so rather than that there is nothing to draw.
  const loading = registrations.status === 'loading';

  const download = (kind: 'summary' | 'full') => {
    const now = new Date();
    if (kind === 'summary')
      exportCsv(
        csvFileName('resumen_estadisticas', now),
        ['Indicador', 'Valor'],
        report.total ? summaryRows(report) : [],
      );
    else
      exportCsv(
        csvFileName('reporte_completo', now, true),
        FULL_REPORT_HEADER,
        fullReportRows(profiles, edition),
      );
  };

  return (
    <ChartsLocalizationProvider localeText={t.charts}>
      <Stack spacing={3}>
        <PageHeading title={t.title} />
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button variant="outlined" onClick={() => download('summary')}>
            {t.summaryCsv}
          </Button>
          <Button variant="outlined" onClick={() => download('full')}>
            {t.fullCsv}
          </Button>
        </Stack>
        <Grid container spacing={2}>
          {(
            [
              [t.total, report.total],
              [t.approvalRate, percent.format(report.approvalRate)],
              [t.paymentRate, percent.format(report.paymentRate)],
              [t.countries, report.countries],
            ] as const
          ).map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, lg: 3 }}>
              {/* While the registrations load, no figure: a 0 would read as a fact. */}
              <StatCard label={label} value={registrations.status === 'ready' ? value : '…'} />
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Figure
              title={t.byPlan}
              entries={report.byPlan.filter((e) => e.count > 0)}
              chart="pie"
              loading={loading}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Figure
              title={t.topCountries}
              entries={report.topCountries}
              chart="bar"
              loading={loading}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <Figure
              title={t.topSpecialties}
              entries={report.topSpecialties}
              chart="bar"
              loading={loading}
            />
          </Grid>
        </Grid>
        <Card variant="outlined" component="section" aria-label={t.trend}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {t.trend}
            </Typography>
            <LineChart
              height={260}
              loading={loading}
              hideLegend
              xAxis={[{ scaleType: 'point', data: report.trend.map((d) => d.day.slice(5)) }]}
              series={[
                { data: report.trend.map((d) => d.count), label: t.registrations, area: true },
              ]}
            />
            <Typography variant="subtitle2" component="h3">
              {t.recentDays}
            </Typography>
            <Stack component="ul" sx={{ pl: 2, m: 0 }}>
              {report.recentActiveDays.map((d) => (
                <Typography component="li" key={d.day} variant="body2">
                  {d.day.split('-').reverse().join('/')}: <strong>{d.count}</strong>
                </Typography>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </ChartsLocalizationProvider>
  );
}
