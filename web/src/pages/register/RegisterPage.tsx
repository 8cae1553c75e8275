import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { defaultPlan, es, publicPlanOf } from '@curso/common';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PlanSummary } from '../../components/PlanSummary';
import { useEdition } from '../../session/EditionContext';
import { useHydrated } from '../../utils/useHydrated';

const t = es.register;

/**
 * The form and its libraries (form state, validation, inputs) download once this page is on
 * screen: its heading and the chosen plan show without waiting for them.
 */
const Form = lazy(async () => ({
  default: (await import('./RegisterForm')).RegisterForm,
}));

/**
 * `/register?plan=`: an unknown or missing plan falls back to the edition's default; a full one
 * (`full` in `/edition.json`) says "Plazas agotadas" instead of offering the form.
 */
export function RegisterPage() {
  const edition = useEdition();
  const [params] = useSearchParams();
  // The prerendered page shows the default plan; the address's choice once the page is live.
  const wanted = useHydrated() ? params.get('plan') : null;
  const plan = publicPlanOf(edition, wanted) ?? defaultPlan(edition);
  // Set after the first paint: the heading and the plan are on screen before the form's code runs.
  const [formWanted, setFormWanted] = useState(false);
  useEffect(() => setFormWanted(true), []);
  // An edition that sells no plan to the public has nothing to register for.
  if (!plan) return <Navigate to="/" replace />;
  const loading = <LoadingScreen />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack spacing={3}>
            <Box>
              <Typography variant="h4" component="h1" fontWeight={700} gutterBottom>
                {t.title}
              </Typography>
              <Typography color="text.secondary">{t.subtitle}</Typography>
            </Box>
            {plan.full ? (
              // Every place is taken: the form would only be refused `plan-full` once sent.
              <Alert severity="warning">
                <AlertTitle>{es.home.planFull}</AlertTitle>
                {t.planFullHint}
              </Alert>
            ) : (
              <Suspense fallback={loading}>
                {/* A new plan means new fields: start the form afresh. */}
                {formWanted ? <Form key={plan.key} plan={plan} /> : loading}
              </Suspense>
            )}
            <Typography textAlign="center">
              {t.haveAccount}{' '}
              <Link component={RouterLink} to="/login">
                {t.loginLink}
              </Link>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      {/* On a phone the plan comes first, above the form. */}
      <Stack spacing={1} sx={{ order: { xs: -1, md: 0 } }}>
        <PlanSummary plan={plan} />
        <Button component={RouterLink} to={`/?plan=${plan.key}`} size="small">
          {t.changePlan}
        </Button>
      </Stack>
    </Box>
  );
}
