import { Chip, Stack } from '@mui/material';
import { accessStatusLabel, es, formatText, normalizeStatus, planDisplayName } from '@curso/common';
import { PlanChip } from '../../components/PlanChip';
import { useEdition } from '../../session/EditionContext';

const COLOR = { aprobado: 'success', pendiente_aprobacion: 'warning', rechazado: 'error' } as const;

/** The plan name with the access status, as the header shows them. */
export function PlanStatus({ plan, access }: { plan: string; access: string }) {
  const planName = planDisplayName(useEdition(), plan);
  const status = accessStatusLabel(access);
  const color = COLOR[normalizeStatus(access) as keyof typeof COLOR] ?? 'default';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      aria-label={formatText(es.dashboard.planStatus, { plan: planName, status })}
    >
      {/* Outlined in white so that every plan's colour stands out on the blue bar. */}
      <PlanChip plan={plan} sx={{ border: 1, borderColor: 'common.white' }} />
      <Chip label={status} size="small" color={color} />
    </Stack>
  );
}
