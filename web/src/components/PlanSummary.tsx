import { Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { es, PLANS, type PlanKey } from '@curso/common';
import { PlanFeatures } from './PlanFeatures';
import { PriceSummary } from './PriceSummary';

/** The chosen plan beside the registration form: name, description, price with VAT, features. */
export function PlanSummary({ plan }: { plan: PlanKey }) {
  const { name, description, badgeColor } = PLANS[plan];
  return (
    <Card component="aside" aria-label={es.register.planSummary} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {es.register.planSummary}
        </Typography>
        <Chip label={name} color={badgeColor} sx={{ justifySelf: 'start', fontWeight: 700 }} />
        <Typography color="text.secondary">{description}</Typography>
        <PriceSummary plan={plan} />
        <Divider />
        <PlanFeatures plan={plan} />
      </CardContent>
    </Card>
  );
}
