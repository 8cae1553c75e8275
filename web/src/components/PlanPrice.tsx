import { Box, Typography } from '@mui/material';
import { es, formatEuros, isFreePlan, PLANS, type PlanKey } from '@curso/common';

/** The headline price of a plan: "175 €" followed by "+ IVA", or "Gratuito". */
export function PlanPrice({ plan }: { plan: PlanKey }) {
  if (isFreePlan(plan)) {
    return (
      <Typography variant="h4" component="p" fontWeight={700}>
        {es.common.free}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography variant="h4" component="p" fontWeight={700}>
        {formatEuros(PLANS[plan].price)}
      </Typography>
      <Typography color="text.secondary">{es.common.plusVat}</Typography>
    </Box>
  );
}
