import { useState, type FormEvent } from 'react';
import { FormikProvider, useFormik } from 'formik';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  es,
  formatText,
  publicPlans,
  sendTestEmailSchema,
  SYSTEM_TEMPLATES,
  TEST_TEMPLATE_IDS,
  type Edition,
  type SendTestEmailRequest,
  esAdmin,
} from '@curso/common';
import { useSignedInUser } from '../../../data/session';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { editionValidate } from '../../../components/form/editionValidate';
import { useToast } from '../../../components/toast/ToastContext';
import { useEdition } from '../../../session/EditionContext';
import { FallbackSenderNotice } from './FallbackSenderNotice';
import { FormField } from './FormField';

const t = esAdmin.emails.test;
const sample = esAdmin.emails.sample;

type TestForm = Omit<SendTestEmailRequest, 'recipientEmail'>;
const testFormSchema = sendTestEmailSchema.omit(['recipientEmail']);

/** The sample person, on the edition's first public plan. */
const initialOf = (edition: Edition): TestForm => ({
  templateId: 'welcome',
  testData: {
    firstName: sample.firstName,
    lastName: sample.lastName,
    email: sample.email,
    planName: publicPlans(edition)[0]?.key ?? '',
    customSubject: '',
    customTitle: '',
    customContent: '',
  },
  useFallbackSender: false,
});

/**
 * "Pruebas": one of three templates, sent with test data to the signed-in administrator's
 * own address, the only one the provider account accepts for tests.
 */
export function TestEmailTab() {
  const toast = useToast();
  const edition = useEdition();
  const session = useSignedInUser();
  const recipientEmail = session.status === 'signedIn' ? (session.email ?? '') : '';
  // The domain the provider refused, once the server suggested its default sender.
  const [fallbackDomain, setFallbackDomain] = useState<string | null>(null);
  const formik = useFormik<TestForm>({
    initialValues: initialOf(edition),
    validate: editionValidate(testFormSchema, edition),
    onSubmit: async (values) => {
      let answer;
      try {
        answer = await api.sendTestEmail({ ...values, recipientEmail });
      } catch (error) {
        const description = callableErrorText(error, t.unexpected);
        toast({ title: t.failed, description, variant: 'destructive' });
        return;
      }
      if (answer.success) {
        toast({ title: t.sentTitle, description: formatText(t.sent, { email: recipientEmail }) });
        return;
      }
      if (answer.suggestFallback) setFallbackDomain(answer.detectedDomain ?? '');
      toast({
        title: t.failed,
        description: answer.message || t.unexpected,
        variant: 'destructive',
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!recipientEmail.trim()) {
      toast({
        title: es.common.error,
        description: esAdmin.emails.validation.recipientRequired,
        variant: 'destructive',
      });
      return;
    }
    formik.handleSubmit();
  };
  const notification = formik.values.templateId === 'notification';

  return (
    <Card variant="outlined">
      <CardContent>
        <FormikProvider value={formik}>
          <Stack component="form" noValidate spacing={3} onSubmit={submit}>
            <Typography variant="h6" component="h2">
              {t.title}
            </Typography>
            <FormControl>
              <FormLabel id="test-template-label">{t.template}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="test-template-label"
                name="templateId"
                value={formik.values.templateId}
                onChange={formik.handleChange}
              >
                {TEST_TEMPLATE_IDS.map((id) => (
                  <FormControlLabel
                    key={id}
                    value={id}
                    control={<Radio />}
                    label={SYSTEM_TEMPLATES[id].name}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              id="test-recipient"
              label={t.recipient}
              type="email"
              value={recipientEmail}
              disabled
            />
            <Alert severity="info" role="note">
              {t.restriction}
            </Alert>
            <Typography variant="subtitle1" component="h3" fontWeight={700}>
              {t.testData}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormField id="test-first-name" name="testData.firstName" label={t.firstName} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormField id="test-last-name" name="testData.lastName" label={t.lastName} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormField id="test-email" name="testData.email" label={t.email} type="email" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormField
                  id="test-plan"
                  name="testData.planName"
                  label={t.plan}
                  select
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {publicPlans(edition).map((plan) => (
                    <option key={plan.key} value={plan.key}>
                      {plan.name}
                    </option>
                  ))}
                </FormField>
              </Grid>
              {notification && (
                <>
                  <Grid size={12}>
                    <FormField
                      id="test-custom-subject"
                      name="testData.customSubject"
                      label={t.customSubject}
                    />
                  </Grid>
                  <Grid size={12}>
                    <FormField
                      id="test-custom-title"
                      name="testData.customTitle"
                      label={t.customTitle}
                    />
                  </Grid>
                  <Grid size={12}>
                    <FormField
                      id="test-custom-content"
                      name="testData.customContent"
                      label={t.customContent}
                      multiline
                      rows={6}
                    />
                  </Grid>
                </>
              )}
            </Grid>
            {fallbackDomain !== null && (
              <FallbackSenderNotice
                domain={fallbackDomain}
                checked={formik.values.useFallbackSender}
                onChange={(checked) => void formik.setFieldValue('useFallbackSender', checked)}
              />
            )}
            <div>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                {formik.isSubmitting ? t.sending : t.send}
              </Button>
            </div>
          </Stack>
        </FormikProvider>
      </CardContent>
    </Card>
  );
}
