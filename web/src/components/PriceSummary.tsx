import { Box, Divider, Typography } from '@mui/material';
import { es, formatEuros, isFreePlan, priceBreakdown, type PlanKey } from '@curso/common';

function Row({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  const weight = strong ? 700 : 400;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography fontWeight={weight}>{label}</Typography>
      <Typography fontWeight={weight}>{formatEuros(amount)}</Typography>
    </Box>
  );
}

/** Base price, VAT and total of a plan, as common's pricing computes them. */
export function PriceSummary({ plan }: { plan: PlanKey }) {
  if (isFreePlan(plan)) {
    return <Typography fontWeight={700}>{es.common.free}</Typography>;
  }
  const { base, vat, total } = priceBreakdown(plan);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Row label={es.payment.base} amount={base} />
      <Row label={es.payment.vat} amount={vat} />
      <Divider />
      <Row label={es.payment.total} amount={total} strong />
    </Box>
  );
}
