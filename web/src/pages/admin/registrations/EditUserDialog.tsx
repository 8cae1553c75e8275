import { FormikProvider, useFormik } from 'formik';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
} from '@mui/material';
import {
  ACCESS_STATUSES,
  editUserFormSchema,
  es,
  formatText,
  fullName,
  isSponsoredPlan,
  type EditUserForm,
  type Profile,
  esAdmin,
} from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { api } from '../../../data/callables';
import { editionValidate } from '../../../components/form/editionValidate';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useToast } from '../../../components/toast/ToastContext';
import { useEdition } from '../../../session/EditionContext';

const t = esAdmin.editUser;
const ACCESS_OPTIONS = ACCESS_STATUSES.map((access) => ({
  value: access,
  label: esAdmin.registrations.accessOptions[access],
}));

function formOf(profile: Profile): EditUserForm {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    plan_name: profile.plan_name,
    access_status: profile.access_status,
    sponsor: profile.sponsor ?? '',
  };
}

/**
 * "Editar": names, email, plan, access and sponsor (sponsored plans only). The profile is saved
 * first and the email after it, through its own call: an email change is never part of the
 * profile update, and a failed one says the profile was saved.
 */
export function EditUserDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const toast = useToast();
  const edition = useEdition();
  const formik = useFormik<EditUserForm>({
    initialValues: formOf(profile),
    validate: editionValidate(editUserFormSchema, edition),
    onSubmit: async ({ email, ...fields }) => {
      try {
        await api.adminUpdateUser({ userId: profile.id, ...fields });
      } catch (error) {
        const description = callableErrorText(error, t.saveFailed);
        return toast({ title: es.common.error, description, variant: 'destructive' });
      }
      if (email.trim().toLowerCase() !== profile.email) {
        try {
          await api.updateUserEmail({ userId: profile.id, newEmail: email });
        } catch (error) {
          const description = `${t.emailFailedAfterProfile} ${callableErrorText(error, '')}`.trim();
          toast({ title: t.emailFailed, description, variant: 'destructive' });
          return onClose();
        }
      }
      const name = fullName(fields.first_name, fields.last_name);
      toast({ title: t.savedTitle, description: formatText(t.saved, { name }) });
      onClose();
    },
  });
  const sponsored = isSponsoredPlan(edition, formik.values.plan_name);
  const planOptions = edition.plans.map((plan) => ({ value: plan.key, label: plan.name }));
  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm">
      <FormikProvider value={formik}>
        <form noValidate onSubmit={formik.handleSubmit}>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogContent>
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="first_name" label={t.firstName} required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField name="last_name" label={t.lastName} required fullWidth />
              </Grid>
              <Grid size={12}>
                <FormTextField name="email" label={t.email} type="email" required fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect name="plan_name" label={t.plan} options={planOptions} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect
                  name="access_status"
                  label={t.access}
                  options={ACCESS_OPTIONS}
                  required
                />
              </Grid>
              {sponsored && (
                <Grid size={12}>
                  <FormTextField name="sponsor" label={t.sponsor} required fullWidth />
                </Grid>
              )}
              <Grid size={12}>
                <Alert severity="info">{t.paymentNote}</Alert>
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={formik.isSubmitting}>
              {es.common.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t.saving : t.save}
            </Button>
          </DialogActions>
        </form>
      </FormikProvider>
    </Dialog>
  );
}
