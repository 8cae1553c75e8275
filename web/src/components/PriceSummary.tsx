import { Box, Divider, Typography } from '@mui/material';
import {
  es,
  formatEuros,
  formatText,
  isFreePlan,
  priceBreakdown,
  type EditionPlan,
} from '@curso/common';

const percent = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

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

/**
 * Base price, VAT and total of a plan, as common's pricing computes them. The VAT line names the
 * plan's rate, or for an exempt plan the legal reason no VAT is charged.
 */
export function PriceSummary({ plan }: { plan: EditionPlan }) {
  if (isFreePlan(plan)) {
    return <Typography fontWeight={700}>{es.common.free}</Typography>;
  }
  const { base, vat, total, vatRate, vatExemptReason } = priceBreakdown(plan);
  const vatLabel =
    vatExemptReason ?? formatText(es.payment.vat, { rate: percent.format(vatRate * 100) });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Row label={es.payment.base} amount={base} />
      <Row label={vatLabel} amount={vat} />
      <Divider />
      <Row label={es.payment.total} amount={total} strong />
    </Box>
  );
}
