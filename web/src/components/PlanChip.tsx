import { Chip, type ChipProps } from '@mui/material';
import { planDisplayName, planOf } from '@curso/common';
import { PLAN_COLORS } from '../theme/planColors';

/**
 * A plan's badge: its name on the plan's own colour, the same in the attendee's pages and in the
 * back office. A stored value that names no plan shows as written, on the neutral chip.
 */
export function PlanChip({
  plan,
  size = 'small',
  sx,
}: {
  plan: unknown;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
}) {
  const key = planOf(plan)?.key;
  return (
    <Chip
      label={planDisplayName(plan)}
      size={size}
      sx={[
        { fontWeight: 600 },
        key ? { bgcolor: PLAN_COLORS[key], color: 'common.white' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
