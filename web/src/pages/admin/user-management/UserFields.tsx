import { Grid, Typography } from '@mui/material';
import { COUNTRIES, DIAL_CODES, SOCIETIES, SPECIALTIES, esAdmin } from '@curso/common';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useEdition } from '../../../session/EditionContext';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.fields;

/**
 * The fields of a `CreateUserRequest`, bound to the surrounding formik form. An administrator
 * fills in what they know: only email, names and plan are required, and the sponsor and its
 * notification email for the sponsored plans.
 */
export function UserFields({ sponsored }: { sponsored: boolean }) {
  const planOptions = useEdition().plans.map((plan) => ({ value: plan.key, label: plan.name }));
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="h6" component="h2">
          {adminUserPage.sections.personal}
        </Typography>
      </Grid>
      <Grid size={12}>
        <FormTextField name="email" label={t.email} type="email" required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="first_name" label={t.firstName} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="last_name" label={t.lastName} required fullWidth />
      </Grid>
      <Grid size={{ xs: 4, sm: 3 }}>
        <DialCodeSelect />
      </Grid>
      <Grid size={{ xs: 8, sm: 9 }}>
        <FormTextField name="phone" label={t.phone} type="tel" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect name="country" label={t.country} options={COUNTRIES} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="city" label={t.city} fullWidth />
      </Grid>

      <Grid size={12}>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {adminUserPage.sections.professional}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="company" label={t.company} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="position" label={t.position} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect name="specialty" label={t.specialty} options={SPECIALTIES} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect name="society" label={t.society} options={SOCIETIES} />
      </Grid>

      <Grid size={12}>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {adminUserPage.sections.registration}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect name="plan_name" label={t.plan} options={planOptions} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormCheckbox name="is_laspghn_member" label={t.laspghnMember} />
      </Grid>
      {sponsored && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="sponsor" label={t.sponsor} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              name="sponsor_notification_email"
              label={t.sponsorEmail}
              type="email"
              required
              fullWidth
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}

/** The dial code always has a value (+34 by default), so it offers no empty choice. */
function DialCodeSelect() {
  return (
    <FormTextField
      name="phone_country_code"
      label={t.phoneCountryCode}
      select
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {DIAL_CODES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </FormTextField>
  );
}
