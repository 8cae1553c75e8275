import type { SxProps, Theme } from '@mui/material';
import { planDisplayName } from '@curso/common';
import { useEdition } from '../session/EditionContext';
import { planColor } from '../theme/planColors';
import { Pill } from './Pill';

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
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const edition = useEdition();
  const color = planColor(edition, plan);
  return (
    <Pill
      size={size}
      sx={[
        { fontWeight: 600 },
        color ? { bgcolor: color, color: 'common.white' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {planDisplayName(edition, plan)}
    </Pill>
  );
}
