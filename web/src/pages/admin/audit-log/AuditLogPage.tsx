import { dayjs } from '../../../utils/dayjs';
import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { es, type AuditLog, esAdmin } from '@curso/common';
import { useLatestAuditLogs } from '../../../data/admin/auditLog';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeading } from '../../../components/PageHeading';
import { useEditionScope } from '../shared/EditionScopeContext';
import { useListenerFailureToast } from '../shared/useListenerFailureToast';

const t = esAdmin.auditLog;
const labels: Record<string, string> = esAdmin.auditActions;

/** The specification's four actions have their own colours; every other one is neutral. */
const COLOURS: Record<string, 'primary' | 'secondary' | 'success' | 'warning'> = {
  profile_update: 'primary',
  impersonation_start: 'warning',
  impersonation_stop: 'secondary',
  user_creation: 'success',
};

const short = (id: string) => id.slice(0, 8);

function Values({ title, values }: { title: string; values: AuditLog['old_values'] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontSize: 12,
        }}
      >
        {values ? JSON.stringify(values, null, 2) : '—'}
      </Box>
    </Box>
  );
}

/** "Logs de Auditoría": the edition's 50 latest entries, live. */
export default function AuditLogPage() {
  const logs = useLatestAuditLogs(useEditionScope().period);
  useListenerFailureToast(logs, t.loadFailed);
  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography>{t.subtitle}</Typography>
      </PageHeading>
      {logs.status === 'error' && <ListenerErrorAlert reason={logs.reason} />}
      {logs.status === 'loading' && <LoadingScreen />}
      {logs.status === 'ready' && logs.items.length === 0 && <Typography>{t.empty}</Typography>}
      {logs.status === 'ready' &&
        logs.items.map((entry) => (
          <Card
            key={entry.id}
            variant="outlined"
            component="article"
            aria-label={labels[entry.action] ?? entry.action}
          >
            <CardContent>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Chip
                  size="small"
                  label={labels[entry.action] ?? entry.action}
                  color={COLOURS[entry.action] ?? 'default'}
                />
                <Typography variant="body2">
                  {entry.created_at
                    ? dayjs(entry.created_at).format(`${es.formats.date} ${es.formats.time}`)
                    : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.user}: {short(entry.user_id)} · {t.table}: {entry.table_name} · {t.record}:{' '}
                  {short(entry.record_id)}
                </Typography>
              </Stack>
              <Grid container spacing={2} sx={{ mt: 1 }}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Values title={t.oldValues} values={entry.old_values} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Values title={t.newValues} values={entry.new_values} />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        ))}
    </Stack>
  );
}
