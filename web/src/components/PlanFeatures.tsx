import { Box, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import type { EditionPlan } from '@curso/common';

/** A plan's features, ticked: a plain list, lighter on the landing than MUI's List family. */
export function PlanFeatures({ plan }: { plan: EditionPlan }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {plan.features.map((feature) => (
        <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleOutline color="success" fontSize="small" aria-hidden />
          <Typography variant="body2">{feature}</Typography>
        </Box>
      ))}
    </Box>
  );
}
