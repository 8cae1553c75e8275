import { Chip, Stack } from '@mui/material';
import { accessStatusLabel, es, formatText, normalizeStatus, planDisplayName } from '@curso/common';

const COLOR = { aprobado: 'success', pendiente_aprobacion: 'warning', rechazado: 'error' } as const;

/** The plan name with the access status, as the header shows them. */
export function PlanStatus({ plan, access }: { plan: string; access: string }) {
  const planName = planDisplayName(plan);
  const status = accessStatusLabel(access);
  const color = COLOR[normalizeStatus(access) as keyof typeof COLOR] ?? 'default';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      aria-label={formatText(es.dashboard.planStatus, { plan: planName, status })}
    >
      <Chip
        label={planName}
        size="small"
        sx={{ bgcolor: 'common.white', color: 'primary.main', fontWeight: 600 }}
      />
      <Chip label={status} size="small" color={color} />
    </Stack>
  );
}
