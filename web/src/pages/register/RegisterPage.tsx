import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Card, Grid, Stack } from '@mui/material';
import { DEFAULT_PLAN, es, isPublicPlanKey, type PublicPlanKey } from '@curso/common';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PlanSummary } from '../../components/PlanSummary';

const t = es.register;

/**
 * The form and its libraries (form state, validation, inputs) download once this page is on
 * screen: the chosen plan shows without waiting for them.
 */
const FormCard = lazy(async () => ({
  default: (await import('./RegistrationFormCard')).RegistrationFormCard,
}));

/** `/register?plan=`: an unknown or missing plan falls back to the default (online). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const requested = params.get('plan');
  const plan: PublicPlanKey = isPublicPlanKey(requested) ? requested : DEFAULT_PLAN;
  return (
    <Grid container spacing={3} direction={{ xs: 'column-reverse', md: 'row' }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Suspense
          fallback={
            <Card variant="outlined">
              <LoadingScreen />
            </Card>
          }
        >
          {/* A new plan means new fields: start the form afresh. */}
          <FormCard key={plan} plan={plan} />
        </Suspense>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={1}>
          <PlanSummary plan={plan} />
          <Button component={RouterLink} to={`/?plan=${plan}`} size="small">
            {t.changePlan}
          </Button>
        </Stack>
      </Grid>
    </Grid>
  );
}
