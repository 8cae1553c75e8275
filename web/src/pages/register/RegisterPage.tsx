import { useState, type FormEvent } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import {
  DEFAULT_PLAN,
  emptyRegistration,
  es,
  isPublicPlanKey,
  registrationSchema,
  type PublicPlanKey,
  type RegistrationForm,
} from '@curso/common';
import { callableErrorText } from '../../data/callableErrorText';
import { sendVerificationCode } from '../../data/callables';
import { saveRegistrationData } from '../../data/registrationStorage';
import { PlanSummary } from '../../components/PlanSummary';
import { useToast } from '../../components/toast/ToastContext';
import { ConsentCheckboxes } from './ConsentCheckboxes';
import { RegistrationFields } from './RegistrationFields';

const t = es.register;

/** `/register?plan=`: an unknown or missing plan falls back to the default (online). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const requested = params.get('plan');
  const plan: PublicPlanKey = isPublicPlanKey(requested) ? requested : DEFAULT_PLAN;
  return (
    <Grid container spacing={3} direction={{ xs: 'column-reverse', md: 'row' }}>
      <Grid size={{ xs: 12, md: 8 }}>
        {/* A new plan means new fields: start the form afresh. */}
        <RegistrationFormCard key={plan} plan={plan} />
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

function RegistrationFormCard({ plan }: { plan: PublicPlanKey }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const formik = useFormik<RegistrationForm>({
    initialValues: emptyRegistration(plan),
    validationSchema: registrationSchema,
    // Submission goes through `submit` below, which needs the errors to raise the consent toasts.
    onSubmit: () => undefined,
  });

  const send = async (values: RegistrationForm) => {
    const formData = registrationSchema.cast(values, { stripUnknown: true }) as RegistrationForm;
    setSending(true);
    try {
      await sendVerificationCode({ email: formData.email, isLogin: false });
    } catch (error) {
      const description = callableErrorText(error, t.sendFailed);
      toast({ title: es.common.error, description, variant: 'destructive' });
      setSending(false);
      return;
    }
    saveRegistrationData(formData, plan);
    toast({ title: t.codeSentTitle, description: t.codeSent });
    navigate(`/verify?${new URLSearchParams({ email: formData.email }).toString()}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) return send(formik.values);
    const everyField = Object.fromEntries(Object.keys(formik.values).map((key) => [key, true]));
    await formik.setTouched(everyField, false);
    const consentError = errors.acceptsTerms ?? errors.acceptsSocietyVerification;
    if (consentError) {
      toast({ title: es.common.error, description: consentError, variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={3}>
          <Box>
            <Typography variant="h4" component="h1" fontWeight={700} gutterBottom>
              {t.title}
            </Typography>
            <Typography color="text.secondary">{t.subtitle}</Typography>
          </Box>
          <FormikProvider value={formik}>
            <Stack component="form" noValidate onSubmit={submit} spacing={3}>
              <RegistrationFields plan={plan} />
              <ConsentCheckboxes plan={plan} />
              <Button type="submit" variant="contained" size="large" disabled={sending}>
                {sending ? t.submitting : t.submit}
              </Button>
            </Stack>
          </FormikProvider>
          <Typography textAlign="center">
            {t.haveAccount}{' '}
            <Link component={RouterLink} to="/login">
              {t.loginLink}
            </Link>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
