import { FormikProvider } from 'formik';
import { Box, Button } from '@mui/material';
import { es, type Profile } from '@curso/common';
import { PersonalInfoFields } from './PersonalInfoFields';
import { usePersonalInfoForm } from './usePersonalInfoForm';

const t = es.profile;

/** "Información Personal": the fields, and a save button unless viewing someone else. */
export function PersonalInfoForm({ profile, readOnly }: { profile: Profile; readOnly: boolean }) {
  const formik = usePersonalInfoForm(profile);
  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        {/* A disabled fieldset makes every input read-only while viewing someone else. */}
        <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0 }}>
          <PersonalInfoFields values={formik.values} />
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
