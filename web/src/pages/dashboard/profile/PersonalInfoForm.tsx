import { FormikProvider, useFormik } from 'formik';
import { Box, Button, Grid } from '@mui/material';
import {
  COUNTRIES,
  es,
  profileUpdateSchema,
  SPECIALTIES,
  validateAll,
  type Option,
  type Profile,
} from '@curso/common';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSaveProfile } from './useSaveProfile';

const t = es.profile;

/** The personal tab's fields: exactly what this tab sends to `updateMyProfile`. */
const FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'company',
  'position',
  'specialty',
  'country',
  'city',
  'linkedin_url',
] as const;
type PersonalInfo = Record<(typeof FIELDS)[number], string>;

function personalInfoOf(profile: Profile): PersonalInfo {
  return Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])) as PersonalInfo;
}

/** A stored value outside the list (an older registration) stays selectable, as it was. */
function withCurrent(options: readonly Option[], value: string): readonly Option[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [...options, { value, label: value }];
}

export function PersonalInfoForm({ profile, readOnly }: { profile: Profile; readOnly: boolean }) {
  const save = useSaveProfile();
  const formik = useFormik<PersonalInfo>({
    initialValues: personalInfoOf(profile),
    // The callable's own schema, run as the server runs it (formik's yup hook would turn empty
    // strings into "absent" and let a blanked name through).
    validate: async (values) => {
      const result = await validateAll(profileUpdateSchema, values, { stripUnknown: false });
      return result.ok ? {} : result.fields;
    },
    onSubmit: async (values, helpers) => {
      const result = await save(values);
      if (result.ok) {
        helpers.resetForm({ values });
        return;
      }
      if (result.fields) {
        helpers.setErrors(result.fields);
        const touched = Object.fromEntries(Object.keys(result.fields).map((key) => [key, true]));
        await helpers.setTouched(touched, false);
      }
    },
  });
  const { values } = formik;
  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        {/* A disabled fieldset makes every input read-only while viewing someone else. */}
        <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                name="first_name"
                label={t.firstName}
                autoComplete="given-name"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                name="last_name"
                label={t.lastName}
                autoComplete="family-name"
                required
              />
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
                options={withCurrent(SPECIALTIES, values.specialty)}
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
        </Box>
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            sx={{ mt: 3 }}
            disabled={formik.isSubmitting || !formik.dirty}
          >
            {formik.isSubmitting ? t.saving : t.save}
          </Button>
        )}
      </Box>
    </FormikProvider>
  );
}
