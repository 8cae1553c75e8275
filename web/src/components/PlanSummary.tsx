import { Card, CardContent, Divider, Typography } from '@mui/material';
import { es, type EditionPlan } from '@curso/common';
import { PlanChip } from './PlanChip';
import { PlanFeatures } from './PlanFeatures';
import { PriceSummary } from './PriceSummary';

/** The chosen plan beside the registration form: name, description, price with VAT, features. */
export function PlanSummary({ plan }: { plan: EditionPlan }) {
  return (
    <Card component="aside" aria-label={es.register.planSummary} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {es.register.planSummary}
        </Typography>
        <PlanChip plan={plan.key} size="medium" sx={{ justifySelf: 'start', fontWeight: 700 }} />
        <Typography color="text.secondary">{plan.description}</Typography>
        <PriceSummary plan={plan} />
        <Divider />
        <PlanFeatures plan={plan} />
      </CardContent>
    </Card>
  );
}
