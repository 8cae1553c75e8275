import { Grid } from '@mui/material';
import { countsAsSent, type EmailLog, esAdmin } from '@curso/common';
import { StatCard } from '../../../components/StatCard';

const t = esAdmin.emails.history;
const percent = new Intl.NumberFormat('es-ES', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Total, Enviados, Fallidos and Tasa de Éxito, over the page loaded. */
export function HistorySummary({ logs }: { logs: readonly EmailLog[] }) {
  const sent = logs.filter((log) => countsAsSent(log.status)).length;
  const failed = logs.filter((log) => log.status === 'failed').length;
  const cards: [string, string | number][] = [
    [t.total, logs.length],
    [t.sent, sent],
    [t.failed, failed],
    [t.successRate, percent.format(logs.length ? sent / logs.length : 0)],
  ];
  return (
    <Grid container spacing={2}>
      {cards.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <StatCard label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}
