import { Grid } from '@mui/material';
import {
  COUNTRIES,
  es,
  optionLabel,
  REGISTRATION_SPECIALTIES,
  SPECIALTIES,
  type Option,
} from '@curso/common';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import type { PersonalInfo } from './usePersonalInfoForm';

const t = es.profile;

/**
 * A stored value outside the list (an older registration, or a specialty only administrators
 * offer) stays selectable, as it was, under its label in `known` when it has one.
 */
function withCurrent(
  options: readonly Option[],
  value: string,
  known: readonly Option[] = options,
): readonly Option[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [...options, { value, label: optionLabel(known, value) }];
}

/** The personal tab's inputs, inside the form's Formik context. */
export function PersonalInfoFields({ values }: { values: PersonalInfo }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="first_name" label={t.firstName} autoComplete="given-name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="last_name" label={t.lastName} autoComplete="family-name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="phone"
          label={t.phone}
          type="tel"
          autoComplete="tel"
          placeholder={t.phonePlaceholder}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="company" label={t.company} autoComplete="organization" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="position" label={t.position} autoComplete="organization-title" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          name="specialty"
          label={t.specialty}
          options={withCurrent(REGISTRATION_SPECIALTIES, values.specialty, SPECIALTIES)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          name="country"
          label={t.country}
          options={withCurrent(COUNTRIES, values.country)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="city" label={t.city} autoComplete="address-level2" />
      </Grid>
      <Grid size={12}>
        <FormTextField
          name="linkedin_url"
          label={t.linkedinUrl}
          type="url"
          placeholder="https://www.linkedin.com/in/"
        />
      </Grid>
    </Grid>
  );
}
