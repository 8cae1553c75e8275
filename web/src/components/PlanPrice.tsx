import { Box, Typography } from '@mui/material';
import { es, formatEuros, isFreePlan, priceBreakdown, type EditionPlan } from '@curso/common';

/** The headline price of a plan: "175 €" followed by "+ IVA" (unless exempt), or "Gratuito". */
export function PlanPrice({ plan }: { plan: EditionPlan }) {
  if (isFreePlan(plan)) {
    return (
      <Typography variant="h4" component="p" fontWeight={700}>
        {es.common.free}
      </Typography>
    );
  }
  // The price on sale now: the early price until its deadline.
  const { base } = priceBreakdown(plan);
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography variant="h4" component="p" fontWeight={700}>
        {formatEuros(base)}
      </Typography>
      {plan.vat_rate !== null && (
        <Typography color="text.secondary">{es.common.plusVat}</Typography>
      )}
    </Box>
  );
}
