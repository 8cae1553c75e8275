import { useFormik } from 'formik';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { es, formatText, regenerateCodeSchema, esAdmin } from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { useToast } from '../../../components/toast/ToastContext';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.regenerate;

/**
 * "Regenerar código": a new verification code for an existing account, sent by email. Its
 * field has its own id, since the manual form's `email` field stays mounted beside it.
 */
export function RegenerateCodeTab() {
  const toast = useToast();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: regenerateCodeSchema,
    onSubmit: async (values, { resetForm }) => {
      const { email } = regenerateCodeSchema.cast(values);
      try {
        await api.adminRegenerateCode({ email });
      } catch (error) {
        const description = callableErrorText(error, es.errors.internal);
        toast({ title: t.failed, description, variant: 'destructive' });
        return;
      }
      toast({ title: t.doneTitle, description: formatText(t.done, { email }) });
      resetForm();
    },
  });
  const error = formik.touched.email ? formik.errors.email : undefined;
  return (
    <Stack component="form" noValidate onSubmit={formik.handleSubmit} spacing={3} maxWidth={520}>
      <Typography color="text.secondary">{t.intro}</Typography>
      <TextField
        {...formik.getFieldProps('email')}
        id="regenerate-code-email"
        label={t.email}
        type="email"
        required
        fullWidth
        error={!!error}
        helperText={error}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t.submitting : t.submit}
        </Button>
      </Box>
    </Stack>
  );
}
