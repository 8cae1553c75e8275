import { Grid, Typography } from '@mui/material';
import {
  COUNTRIES,
  REGISTRATION_DIAL_CODES,
  REGISTRATION_SPECIALTIES,
  SOCIETIES,
  es,
  needsSocietyApproval,
  type EditionPlan,
} from '@curso/common';
import { FormSelect } from '../../components/form/FormSelect';
import { FormTextField } from '../../components/form/FormTextField';
import { useEdition } from '../../session/EditionContext';

const t = es.register;
const DIAL_CODE_OPTIONS = REGISTRATION_DIAL_CODES.map((code) => ({ value: code, label: code }));

/**
 * The plan's fields: socio asks for workplace and society, the other plans for city. The email of
 * a person who already has an account is theirs, shown but not editable.
 */
export function RegistrationFields({
  plan,
  emailLocked = false,
}: {
  plan: EditionPlan;
  emailLocked?: boolean;
}) {
  const socio = needsSocietyApproval(useEdition(), plan.key);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="h6" component="h2">
          {t.personalData}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="firstName" label={t.firstName} autoComplete="given-name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="lastName" label={t.lastName} autoComplete="family-name" required />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          required
          disabled={emailLocked}
        />
      </Grid>
      <Grid size={{ xs: 4, sm: 3 }}>
        <DialCodeSelect />
      </Grid>
      <Grid size={{ xs: 8, sm: 9 }}>
        <FormTextField
          name="phone"
          label={t.phoneOptional}
          type="tel"
          autoComplete="tel-national"
        />
      </Grid>
      {!socio && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="city" label={t.city} autoComplete="address-level2" required />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: socio ? 12 : 6 }}>
        <FormSelect name="country" label={t.country} options={COUNTRIES} required />
      </Grid>

      <Grid size={12}>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {t.professionalData}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          name="specialty"
          label={socio ? t.specialty : t.specialtyOptional}
          options={REGISTRATION_SPECIALTIES}
          required={socio}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="company"
          label={socio ? t.workplace : t.institutionOptional}
          autoComplete="organization"
          required={socio}
        />
      </Grid>
      {socio && (
        <Grid size={12}>
          <FormSelect name="society" label={t.society} options={SOCIETIES} required />
        </Grid>
      )}
    </Grid>
  );
}

/** The dial code keeps its value (default +34), so it has no empty choice. */
function DialCodeSelect() {
  return (
    <FormTextField
      name="phoneCountryCode"
      label={t.phoneCountryCode}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {DIAL_CODE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
