import { useFormik } from 'formik';
import { profileUpdateSchema, validateAll, type Profile } from '@curso/common';
import { useSaveProfile } from './useSaveProfile';

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
export type PersonalInfo = Record<(typeof FIELDS)[number], string>;

function personalInfoOf(profile: Profile): PersonalInfo {
  return Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])) as PersonalInfo;
}

/**
 * The personal tab's form state: validated with the callable's own schema, saved through
 * `updateMyProfile`, and the server's refusals shown under the fields they name.
 */
export function usePersonalInfoForm(profile: Profile) {
  const save = useSaveProfile();
  return useFormik<PersonalInfo>({
    initialValues: personalInfoOf(profile),
    // Run as the server runs it (formik's yup hook would turn empty strings into "absent" and let a
    // blanked name through).
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
}
