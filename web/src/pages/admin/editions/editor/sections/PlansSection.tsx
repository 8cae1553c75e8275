import { FieldArray, useFormikContext } from 'formik';
import { Alert, Button, Grid, Stack } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { esAdmin } from '@curso/common';
import { useFieldError } from '../../../../../components/form/useFieldError';
import { EMPTY_PLAN, type EditionForm } from '../editionForm';
import { EditorSection } from '../EditorSection';
import { useReadOnly } from '../ReadOnlyContext';
import { PlanFields } from './PlanFields';

const t = esAdmin.editions;

/** The plans, one card each; the list's own rules (one at least, keys unique…) above them. */
export function PlansSection() {
  const { values } = useFormikContext<EditionForm>();
  const readOnly = useReadOnly();
  // An object when the messages belong to single plans; a text when it is the list's own.
  const listError = useFieldError('plans');
  return (
    <EditorSection title={t.sections.plans}>
      <Grid size={12}>
        <FieldArray name="plans">
          {({ push, remove }) => (
            <Stack spacing={2}>
              {typeof listError === 'string' && (
                <Alert severity="error" role="alert">
                  {listError}
                </Alert>
              )}
              {values.plans.map((_plan, index) => (
                <PlanFields key={index} index={index} onRemove={() => remove(index)} />
              ))}
              {!readOnly && (
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() => push(EMPTY_PLAN)}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t.plan.add}
                </Button>
              )}
            </Stack>
          )}
        </FieldArray>
      </Grid>
    </EditorSection>
  );
}
